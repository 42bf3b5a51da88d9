/**
 * An offer's page on a dealer site: /offers/{offer-id}, or /offers/{manufacturer-slug}/{offer-id} when
 * the site sells more than one make (no franchise manufacturer) and the offer names one. The offer id is
 * the offer's slug. Shared by the site's links (web domain/offers) and the Studio's preview locations.
 */

/** 'Mercedes-Benz' -> 'mercedes-benz', 'Škoda' -> 'skoda'. */
export function manufacturerSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function offerPath(offerSlug: string, manufacturerName: string | null | undefined, siteHasFranchise: boolean): string {
  const id = encodeURIComponent(offerSlug);
  const manufacturer = manufacturerName ? manufacturerSlug(manufacturerName) : '';
  return !siteHasFranchise && manufacturer ? `/offers/${manufacturer}/${id}` : `/offers/${id}`;
}
