import Link from 'next/link';
import { navTarget } from '@/domain/navigation';
import { ContentAnchor, type ContentLinkProps } from './ContentAnchor';

/**
 * A content link: site paths go through next/link (prefetched, client-side navigation); external URLs
 * and unsafe targets as ContentAnchor draws them.
 */
export function SmartLink({ path, url, children, ...rest }: ContentLinkProps) {
  const target = navTarget({ path, url });
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <ContentAnchor path={path} url={url} {...rest}>
      {children}
    </ContentAnchor>
  );
}
