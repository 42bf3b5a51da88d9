/**
 * The vehicle page's share row and print buttons. These wrappers run on the server: they pass only
 * the fields the browser leaves need (a full Vehicle or Site would be serialised into the page), and
 * the share row renders nothing at all — no client code — when the site has no url.
 */
import { PrintPdfButton as PrintPdfButtonLeaf, type PrintPdfButtonProps } from './PrintPdfButton';
import { ShareRow as ShareRowLeaf, type ShareRowProps } from './ShareRow';

export type { PrintPdfButtonProps, ShareRowProps };
export { printPageHref, vehiclePdfFileName, vehiclePdfPath } from './pdf-download';
export { carShareUrl, shareLinks } from './share-links';

export function ShareRow({ vehicle, site, className }: ShareRowProps) {
  if (!site.url?.trim()) return null;
  const { slug, name, year, make, model, badge } = vehicle;
  return (
    <ShareRowLeaf
      vehicle={{ slug, name, year, make, model, ...(badge ? { badge } : {}) }}
      site={{ name: site.name, url: site.url, features: { hide_twitter_share: site.features.hide_twitter_share } }}
      {...(className ? { className } : {})}
    />
  );
}

export function PrintPdfButton({ vehicle, className }: PrintPdfButtonProps) {
  const { slug, car_type, make, model, year, km, badge } = vehicle;
  return <PrintPdfButtonLeaf vehicle={{ slug, car_type, make, model, year, km, ...(badge ? { badge } : {}) }} {...(className ? { className } : {})} />;
}
