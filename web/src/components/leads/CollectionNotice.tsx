/**
 * The APP 5 collection notice under every lead form (text from the shared schemas, so the route,
 * the e-mail and the form cannot drift); the privacy policy's address becomes a link.
 */
import { collectionNotice } from '@forecourt/schemas/leads';
import Link from 'next/link';

const MARK = '\u0000';

export function CollectionNotice({ siteName, privacyHref = '/privacy-policy' }: { siteName: string; privacyHref?: string }) {
  const [before, after = ''] = collectionNotice(siteName, MARK).split(MARK);
  return (
    <p className="text-xs leading-relaxed text-gray-700" data-collection-notice="">
      {before}
      <Link href={privacyHref} prefetch={false} className="underline underline-offset-2">
        {privacyHref}
      </Link>
      {after}
    </p>
  );
}
