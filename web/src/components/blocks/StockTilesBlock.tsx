import Link from 'next/link';
import { z } from 'zod';
import { slugify } from '@/domain/names';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Tiles = z.object({ heading: str, facet: z.enum(['car_type', 'make', 'simple_body']) });

const CAR_TYPE_TILES = [
  { label: 'New cars', href: '/search/new-cars' },
  { label: 'Demo cars', href: '/search/demo-cars' },
  { label: 'Used cars', href: '/search/used-cars' },
];

const BODY_TILES = ['SUV', 'Ute', 'Hatch', 'Sedan', 'Wagon', 'Van', 'People Mover', 'Coupe'];


/**
 * Facet tiles: make and body tiles link to /search/{slug} (spec §2). Counts arrive with the search
 * engine; until then the tiles are plain links.
 */
function Render({ data: tiles, site, index }: BlockProps<z.infer<typeof Tiles>>) {
  let links: { label: string; href: string }[];
  if (tiles.facet === 'car_type') {
    const used = site.search_settings.search_filters.used_only;
    links = used ? CAR_TYPE_TILES.filter((t) => t.href.includes('used')) : CAR_TYPE_TILES;
  } else if (tiles.facet === 'make') {
    const makes = new Set<string>(site.manufacturer ? [site.manufacturer.name] : []);
    for (const d of site.dealerships) for (const m of d.makes) makes.add(m);
    links = [...makes].map((make) => ({ label: make, href: `/search/${slugify(make)}` }));
  } else {
    links = BODY_TILES.map((body) => ({ label: body, href: `/search/${slugify(body)}` }));
  }
  if (site.template === 'caravan' && tiles.facet !== 'make') {
    links = [
      { label: 'New caravans', href: '/search/new-cars' },
      { label: 'Used caravans', href: '/search/used-cars' },
    ];
  }
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{tiles.heading ?? 'Browse our stock'}</BlockHeading>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="flex h-24 items-center justify-center rounded-lg border border-gray-200 bg-white text-lg font-semibold shadow-sm hover:border-brand hover:shadow"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const StockTilesBlock = defineBlock(Tiles, Render);
