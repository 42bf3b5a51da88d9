import Link from 'next/link';
import { telHref } from '@/domain/phone';
import type { NavItem, Site } from '@/lib/content';
import { DesktopNav } from './DesktopNav';
import { DesktopNavPlaceholder } from './DesktopNavPlaceholder';
import { MobileNav } from './MobileNav';
import { toMenu, type MenuSources } from './menu';

export function SiteHeader({ site, items, sources }: { site: Site; items: NavItem[]; sources: MenuSources }) {
  const entries = toMenu(site, items, sources);
  const phone = site.phones.main;
  const phoneHref = phone ? telHref(phone) : null;
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="bg-brand text-brand-ink">
        <div className="container-page flex items-center justify-between gap-4 py-1 text-xs">
          <span>{site.tagline ?? site.name}</span>
          {phone && phoneHref ? (
            <a href={phoneHref} className="font-semibold underline-offset-2 hover:underline">
              Call {phone}
            </a>
          ) : null}
        </div>
      </div>
      <div className="container-page flex items-center gap-4 py-3">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={`${site.name} home`}>
          {site.theme.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- logos are SVG from content; nothing to optimise
            <img
              src={site.theme.logo.url}
              alt=""
              width={site.theme.logo.width ?? 180}
              height={site.theme.logo.height ?? 48}
              // A little shorter on desktop, so a full franchise menu fits beside it on one row.
              className="h-10 w-auto xl:h-9"
            />
          ) : null}
          <span className={site.theme.logo ? 'sr-only' : 'text-lg font-bold text-brand-text'}>{site.name}</span>
        </Link>
        <DesktopNav>
          <DesktopNavPlaceholder entries={entries} />
        </DesktopNav>
        <div className="ml-auto xl:hidden">
          <MobileNav siteName={site.name} />
        </div>
      </div>
    </header>
  );
}
