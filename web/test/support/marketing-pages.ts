/**
 * One page of each marketing and information page type per sample site (issue 13), and the shopper
 * account pages anyone can open (issue 14: sign-in, favourites, compare), and the trade-in and finance
 * pages (issue 15), for the shared checks (HTML
 * and WCAG conformance, phone layout): [page type, path, status].
 */
const SAMPLES: Readonly<Record<string, { offer: string; location: string; contact: string; post: string; service: boolean; model?: string }>> = {
  'harbour-toyota': { offer: '/offers/rav4-hybrid-2-99-finance', location: 'harbour-toyota-sales', contact: 'harbour-toyota-mona-vale', post: 'rav4-hybrid-review-northern-beaches', service: true, model: 'hilux' },
  'southern-cross-motors': { offer: '/offers/kia/scm-kia-sportage-bonus-accessories', location: 'southern-cross-kia-sales', contact: 'southern-cross-mazda', post: 'family-suv-comparison', service: true },
  'gateway-car-superstore': { offer: '/offers/gcs-trade-in-bonus', location: 'gateway-car-superstore-perth-service', contact: 'gateway-car-superstore-gold-coast', post: 'used-car-buying-checklist', service: false },
  'coorong-caravans': { offer: '/offers/jayco/cc-jayco-journey-bonus-pack', location: 'coorong-caravans-darwin-sales', contact: 'coorong-caravans-adelaide', post: 'jayco-journey-outback-review', service: true },
};

/** Cars of the deterministic sample stock to compare (slugs; the page takes ids or slugs). */
const COMPARED: Readonly<Record<string, string>> = {
  'gateway-car-superstore': '2022-ford-ranger-xls-4x4-double-cab-gcsu10300,2016-subaru-wrx-rs-awd-gcsu10334,2012-holden-commodore-calais-v-gcsu10361',
  'southern-cross-motors': '2026-hyundai-kona-kona-scmn10138,2025-mazda-mazda3-g25-gt-scmn10412',
};

/** The finance pages each sample site gates behind sign-in (features.gated_routes in its content). */
const GATED_FINANCE: Readonly<Record<string, readonly string[]>> = {
  'harbour-toyota': ['finance'],
  'southern-cross-motors': ['car-finance'],
};

export function marketingPages(slug: string): [string, string, number][] {
  const s = Object.hasOwn(SAMPLES, slug) ? SAMPLES[slug] : undefined;
  if (!s) return [];
  return [
    ['special offers', '/special-offers', 200],
    ['offer', s.offer, 200],
    ['ended offer', '/offers/no-such-offer', 404],
    ['locations', '/our-location', 200],
    ['location', `/our-location/${s.location}`, 200],
    ['location contact', `/contact-us/${s.contact}`, 200],
    ['complaints', '/pages/complaint-handling-process', 200],
    ['unsubscribe', '/pages/unsubscribe', 200],
    // The reviews section the menus link to as /about-us#reviews (the fragment never reaches the server).
    ['about us with reviews', '/about-us', 200],
    ['review feedback', '/review-feedback?first_name=Sam&dealership_name=Our%20Dealership', 200],
    ['customer feedback survey', '/customer-feedback-survey', 200],
    ['parts search', '/parts/search', 200],
    ['blog', '/blog', 200],
    ['blog category', '/blog/vehicle-reviews', 200],
    ['blog post', `/blog/${s.post}`, 200],
    ...(s.service ? [['service', '/service', 200] as [string, string, number]] : []),
    ...(s.model ? [['model', `/${s.model}`, 200] as [string, string, number], ['model accessories', `/${s.model}/accessories`, 200] as [string, string, number]] : []),
    ['sign in', '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=%2F', 200],
    // Every sample site keeps favourites; two compare.
    ['favourites', '/favourites', 200],
    // The stop link of a watch alert, opened without its signature: it says the link is not valid.
    ['alerts stop', '/alerts/stop', 200],
    // Issue 15: every sample site values trade-ins. A finance page the site gates is a redirect to sign-in
    // for these checks (finance.test.ts covers it), so only the open ones are listed.
    ['trade-in', '/trade-in', 200],
    ['sell your car', '/sell-your-car', 200],
    ...(['finance', 'car-finance'] as const)
      .filter((kind) => !GATED_FINANCE[slug]?.includes(kind))
      .map((kind) => [kind === 'finance' ? 'finance' : 'about finance', `/${kind}`, 200] as [string, string, number]),
    ['personalised finance', '/personalised/finance', 200],
    ['apply for finance', '/apply-for-finance', 200],
    ...(COMPARED[slug] ? [['compare', `/compare?ids=${COMPARED[slug]}`, 200] as [string, string, number], ['compare, empty', '/compare', 200] as [string, string, number]] : []),
  ];
}
