import Link from 'next/link';
import { ConsoleWarning } from '@/components/ui/ConsoleWarning';
import { telHref } from '@/domain/phone';
import type { Site } from '@/lib/content/models';
import { searchPhoneNumber } from './phone';

export interface CallDealerCardProps {
  site: Pick<Site, 'phones'>;
  /** The car types the search can return (searchCarTypes); one type picks that type's number. */
  carTypes?: readonly string[];
  headingLevel?: 2 | 3 | 4;
}

/**
 * 'Call the dealer' (spec §2): the site's number as a tel: link; a click fires tracking event 25
 * (handled by ResultsGrid, so this card is no client code: the server renders it with the results).
 */
export function CallDealerCard({ site, carTypes, headingLevel = 3 }: CallDealerCardProps) {
  const { phone, warning } = searchPhoneNumber(site, carTypes);
  const href = phone ? telHref(phone) : null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby="call-dealer-title" className="flex h-full flex-col justify-center gap-3 rounded-lg bg-brand p-6 text-brand-ink">
      {/* spec §8: no phone number is a console warning */}
      {warning ? <ConsoleWarning message={`[call-the-dealer] ${warning}`} /> : null}
      <Heading id="call-dealer-title" className="text-xl font-bold">
        Call the dealer
      </Heading>
      <p>Can’t find the car you’re after? Our team knows what’s arriving and can help you find the right one.</p>
      {phone && href ? (
        <a
          href={href}
          // ResultsGrid fires tracking event 25 for a click on a link marked so.
          data-call-dealer=""
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.6 1.5 6 4 4.8 5.8a9 9 0 0 0 5.4 5.4L12 10l2.5 2.4-1.3 2.1C7.6 14.8 1.2 8.4 1.5 2.8z" fill="currentColor" />
          </svg>
          <span>
            <span className="sr-only">Call </span>
            {phone}
          </span>
        </a>
      ) : (
        <Link href="/contact-us" className="inline-flex min-h-11 items-center self-start rounded-md bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100">
          Contact us
        </Link>
      )}
    </article>
  );
}
