/**
 * The APP 5 collection notice under every lead form (text from the shared schemas, so the route,
 * the e-mail and the form cannot drift). On the page the words 'privacy policy' are the link; the
 * address in brackets is for the plain-text e-mail only.
 */
import { collectionNoticeParts } from '@forecourt/schemas/leads/messages';
import Link from 'next/link';

export function CollectionNotice({ siteName, privacyHref = '/privacy-policy' }: { siteName: string; privacyHref?: string }) {
  const { before, link, after } = collectionNoticeParts(siteName);
  return (
    <p className="text-xs leading-relaxed text-gray-700" data-collection-notice="">
      {before}
      <Link href={privacyHref} prefetch={false} className="underline underline-offset-2">
        {link}
      </Link>
      {after}
    </p>
  );
}
