/**
 * Intl formatters made on first use, not when their module loads.
 *
 * The first Intl formatter a page makes loads ICU's locale data: 15–18 ms of main thread in Chromium
 * on this machine, 35 ms at Lighthouse's 4× CPU slowdown (`new Intl.NumberFormat('en-AU')` on a blank
 * page; the next formatters cost a fraction of a millisecond). Made at module scope, it is paid at
 * startup by every page whose browser code imports the module: the search page paid it for three
 * formatters (prices, counts, kilometres) that nothing used until the shopper touched a filter, since
 * the results are server markup. Made on first use, it is paid by the code that formats, when it does.
 */
export function lazyIntl<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}
