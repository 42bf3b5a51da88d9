/**
 * The two content-filled dropdowns of the desktop header (spec §2): the model mega menu (models by
 * category, each with its image, name, an Explore and an Our Stock link) and the brand-logo mega menu
 * of a multi-franchise site. `Item` wraps every link, so the desktop menu can hand each to Radix
 * (arrow-key focus, and choosing one closes the menu, as the spec asks of the model menu).
 */
import type { ReactElement } from 'react';
import { linkOf } from '@/domain/navigation';
import { SmartLink } from './SmartLink';
import type { BrandTile, ModelGroup } from './nav-types';
import { ModelThumb, UpcomingBadge } from './ModelThumb';

type Wrap = (link: ReactElement) => ReactElement;

const BUTTON = 'rounded border px-2 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function ModelMegaMenu({ groups, wrap }: { groups: ModelGroup[]; wrap: Wrap }) {
  return (
    // Columns rather than a grid: short categories stack under each other, so the panel stays low.
    <div className="max-h-[70vh] columns-4 gap-6 overflow-y-auto p-5" data-mega-menu="models">
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category} data-model-category={group.category} className="mb-5 break-inside-avoid">
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-700">{group.category}</h3>
          <ul className="space-y-2">
            {group.models.map((m) => (
              <li key={m.key} className="flex items-center gap-3" data-model={m.name}>
                <ModelThumb image={m.image} size="menu" />
                <div className="min-w-0">
                  <p className="text-sm font-semibold">
                    {m.name}
                    <UpcomingBadge upcoming={m.upcoming} />
                  </p>
                  <div className="mt-1 flex gap-1.5">
                    {wrap(
                      <SmartLink {...linkOf(m.href)} className={`${BUTTON} border-gray-400 hover:bg-gray-100`}>
                        Explore<span className="sr-only"> the {m.name}</span>
                      </SmartLink>,
                    )}
                    {wrap(
                      <SmartLink {...linkOf(m.stockHref)} className={`${BUTTON} border-transparent bg-brand text-brand-ink`}>
                        Our Stock<span className="sr-only"> of the {m.name}</span>
                      </SmartLink>,
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A brand's logo, or its name in the tile when content has no logo for it. */
export function BrandMark({ brand }: { brand: BrandTile }) {
  return brand.logo ? (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- brand logos are SVG from content */}
      <img src={brand.logo} alt="" width={120} height={40} loading="lazy" className="h-10 w-28 object-contain" />
      <span className="text-sm font-medium">{brand.name}</span>
    </>
  ) : (
    <span className="flex h-10 items-center text-lg font-bold">{brand.name}</span>
  );
}

export function BrandMegaMenu({ brands, wrap }: { brands: BrandTile[]; wrap: Wrap }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 p-5" data-mega-menu="brands">
      {brands.map((brand) => (
        <li key={brand.key}>
          {wrap(
            <SmartLink
              {...linkOf(brand.href)}
              className="flex flex-col items-center gap-2 rounded-md border border-gray-200 p-3 text-center hover:border-gray-400 hover:bg-gray-50"
            >
              <BrandMark brand={brand} />
            </SmartLink>,
          )}
        </li>
      ))}
    </ul>
  );
}
