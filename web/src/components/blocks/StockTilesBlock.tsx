import { siteVehicleNoun } from '@/domain/vehicle-noun';
import Link from 'next/link';
import { z } from 'zod';
import { searchEngine, searchStock, EMPTY_QUERY } from '@/lib/search';
import { searchPathFor } from '@/lib/search/routes';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';
import { own } from '@forecourt/schemas/own';

const Tiles = z.object({ heading: str, facet: z.enum(['car_type', 'make', 'simple_body']) });

const CAR_TYPE_PATHS: Readonly<Record<string, string>> = { new: '/search/new-cars', demo: '/search/demo-cars', used: '/search/used-cars' };
const MAX_TILES = 12;

/**
 * Facet tiles (spec §2): make and body tiles link to /search/{make-or-body-slug}, car types to their
 * stock pages — each with the site's live count, most stocked first. Caravan sites say caravans.
 */
async function Render({ data: tiles, site, index }: BlockProps<z.infer<typeof Tiles>>) {
  const param = tiles.facet === 'simple_body' ? 'body' : tiles.facet;
  const result = await searchStock(await searchEngine(), site, EMPTY_QUERY, { now: new Date(), facets: [param] });
  const options = (result.facets[param] ?? []).slice(0, MAX_TILES);
  if (options.length === 0) return null;
  const noun = siteVehicleNoun(site).many;
  const links = options.map((o) => ({
    label: param === 'car_type' ? `${o.label} ${noun}` : o.label,
    count: o.count,
    href: param === 'car_type' ? (own(CAR_TYPE_PATHS, o.value) ?? '/search/new-used-and-demo-cars') : searchPathFor(param, o.value),
  }));
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{tiles.heading ?? 'Browse our stock'}</BlockHeading>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="stock-tile"
            >
              {link.label}
              <span className="text-sm font-normal text-gray-700">
                {link.count.toLocaleString('en-AU')} in stock
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const StockTilesBlock = defineBlock(Tiles, Render);
