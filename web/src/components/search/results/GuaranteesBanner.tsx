import type { Site } from '@/lib/content/models';

/** Spec §9 guarantees banner, word for word (the terms behind each are the dealer's). */
export const GUARANTEES = [
  'One haggle-free price',
  '48hr money back',
  'Lifetime engine guarantee',
  'Cool value servicing for life',
  '12 months roadside assist',
] as const;

export interface GuaranteesBannerProps {
  /** When given, the component renders only if the site turns it on; without it, it always renders. */
  site?: { features: Pick<Site['features'], 'guarantees_banner'> };
  headingLevel?: 2 | 3;
}

/** The guarantees banner, shown when the site turns it on (features.guarantees_banner). */
export function GuaranteesBanner({ site, headingLevel = 2 }: GuaranteesBannerProps) {
  if (site && !site.features.guarantees_banner) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="guarantees-title" className="rounded-lg bg-brand px-4 py-5 text-brand-ink">
      <Heading id="guarantees-title" className="sr-only">
        Our guarantees
      </Heading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {GUARANTEES.map((g) => (
          <li key={g} className="flex items-center gap-2 font-semibold">
            <svg viewBox="0 0 20 20" width="20" height="20" className="shrink-0" aria-hidden="true" focusable="false">
              <path d="M10 1.5 3 4.5v5c0 4.2 3 7.7 7 9 4-1.3 7-4.8 7-9v-5z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="m6.5 10 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{g}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
