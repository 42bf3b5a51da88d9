import Link from 'next/link';
import type { ReactNode } from 'react';
import { navTarget } from '@/domain/navigation';

interface Props {
  path?: string;
  url?: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A content link: site paths go through next/link; external URLs open in a new tab without giving
 * the opened page a handle on ours (noopener) and say so to screen readers. Unsafe targets render as text.
 */
export function SmartLink({ path, url, className, children, onClick }: Props) {
  const target = navTarget({ path, url });
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    const opensTab = /^https?:/i.test(target.href);
    return (
      <a
        href={target.href}
        className={className}
        onClick={onClick}
        {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {opensTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
