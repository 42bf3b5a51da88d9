import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { navTarget } from '@/domain/navigation';

/** Other anchor attributes (data-*, aria-*, handlers, ref) pass through: Radix's `asChild` relies on it. */
interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  path?: string;
  url?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A content link: site paths go through next/link; external URLs open in a new tab without giving
 * the opened page a handle on ours (noopener) and say so to screen readers. Unsafe targets render as text.
 */
export function SmartLink({ path, url, children, ...rest }: Props) {
  const target = navTarget({ path, url });
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    const opensTab = /^https?:/i.test(target.href);
    return (
      <a
        href={target.href}
        {...rest}
        {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {opensTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return <span className={rest.className}>{children}</span>;
}
