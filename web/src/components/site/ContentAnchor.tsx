import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { navTarget } from '@/domain/navigation';

/** Other anchor attributes (data-*, aria-*, handlers, ref) pass through: Radix's `asChild` relies on it. */
export interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  path?: string;
  url?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A content link as a plain anchor, for markup the browser keeps from the server (kept-markup.tsx
 * routes its same-site clicks): external URLs open in a new tab without giving the opened page a
 * handle on ours (noopener) and say so to screen readers. Unsafe targets render as text.
 */
export function ContentAnchor({ path, url, children, ...rest }: ContentLinkProps) {
  const target = navTarget({ path, url });
  if (target.kind === 'none') return <span className={rest.className}>{children}</span>;
  const opensTab = target.kind === 'external' && /^https?:/i.test(target.href);
  return (
    <a href={target.href} {...rest} {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {opensTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
