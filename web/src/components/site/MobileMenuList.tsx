/**
 * The mobile drawer's menu, fetched and drawn in the browser when the shopper opens the drawer
 * (MobileNav). Disclosure groups are <details>; the model menu keeps its categories and
 * images (spec §2: 'hover on desktop, drawer on mobile'), and the brand menu its logos.
 */
import type { ReactElement } from 'react';
import { linkOf } from '@/domain/navigation';
import { BrandMegaMenu } from './MegaMenus';
import { SmartLink } from './SmartLink';
import type { MenuEntry, ModelGroup } from './nav-types';
import { ModelThumb, UpcomingBadge } from './ModelThumb';

const asIs = (link: ReactElement) => link;

function DrawerModels({ groups }: { groups: ModelGroup[] }) {
  return (
    <div className="space-y-4 pb-2" data-mega-menu="models">
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category} data-model-category={group.category}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-700">{group.category}</h3>
          <ul className="mt-1 divide-y divide-gray-100">
            {group.models.map((m) => (
              <li key={m.key} className="flex items-center gap-3 py-2" data-model={m.name}>
                <ModelThumb image={m.image} size="drawer" />
                <SmartLink {...linkOf(m.href)} className="menu-model-link">
                  {m.name}
                  <UpcomingBadge upcoming={m.upcoming} />
                </SmartLink>
                <SmartLink {...linkOf(m.stockHref)} className="menu-stock-link">
                  Our Stock<span className="sr-only"> of the {m.name}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function MobileMenuList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className="divide-y divide-gray-200">
      {entries.map((entry) => {
        const self = entry.path || entry.url ? <SmartLink path={entry.path} url={entry.url} className="block py-2 text-sm">{entry.label}</SmartLink> : null;
        let body: ReactElement | null = null;
        if (entry.modelGroups) body = <DrawerModels groups={entry.modelGroups} />;
        else if (entry.brands) body = <BrandMegaMenu brands={entry.brands} wrap={asIs} />;
        else if (entry.children.length > 0) {
          body = (
            <ul>
              {entry.children.map((child) => (
                <li key={child.key}>
                  <SmartLink path={child.path} url={child.url} className="block py-2 text-sm">
                    {child.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          );
        }
        if (!body) {
          return (
            <li key={entry.key}>
              <SmartLink path={entry.path} url={entry.url} className="block py-3 font-medium">
                {entry.label}
              </SmartLink>
            </li>
          );
        }
        return (
          <li key={entry.key}>
            <details className="group py-1">
              <summary className="cursor-pointer list-none py-2 font-medium">
                {entry.label}
                <span aria-hidden="true" className="float-right group-open:rotate-180">▾</span>
              </summary>
              <div className="pb-2 pl-4">
                {self}
                {body}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
