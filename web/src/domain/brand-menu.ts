/**
 * The brand-logo mega menu of a multi-franchise site (spec §2 blocks: header dropdowns and brand-logo
 * mega menu): one tile per brand the site's dealerships sell, in the dealerships' order, each leading
 * to that brand's stock (/search/{make}, the make tile path). A brand without a logo in content is
 * still listed; the menu draws its name instead.
 */
import { slugify } from './names';

export interface BrandInput {
  name: string;
  slug?: string;
  logo?: string;
}

export interface BrandTile {
  key: string;
  name: string;
  href: string;
  logo?: string;
}

/** The makes the site sells, first appearance first, without repeats (case-insensitive). */
export function siteMakes(dealerships: readonly { makes?: readonly string[] }[]): string[] {
  const seen = new Map<string, string>();
  for (const make of dealerships.flatMap((d) => d.makes ?? [])) {
    const name = make.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

export function brandTiles(makes: readonly string[], manufacturers: readonly BrandInput[]): BrandTile[] {
  const byName = new Map(manufacturers.map((m) => [m.name.toLowerCase(), m]));
  return makes.map((make) => {
    const found = byName.get(make.toLowerCase());
    const slug = found?.slug || slugify(make);
    return { key: slug, name: found?.name ?? make, href: `/search/${slug}`, logo: found?.logo || undefined };
  });
}
