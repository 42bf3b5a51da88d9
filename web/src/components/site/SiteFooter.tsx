import { copyrightLine, visibleSocialLinks } from '@/domain/footer';
import { addressLine, groupLocations } from '@/domain/locations';
import { isShownInMenu } from '@/domain/navigation';
import { telHref } from '@/domain/phone';
import type { Location, NavItem, NavLink, Site } from '@/lib/content/models';
import type { FooterModel } from './FooterView';
import { KeptSitePart } from './KeptSitePart';

const link = ({ _key, label, path, url }: NavLink): FooterModel['columns'][number]['children'][number] => ({ _key, label, ...(path ? { path } : {}), ...(url ? { url } : {}) });

/** What the footer shows, as data: the browser keeps the server's markup of it (KeptSitePart). */
export function footerModel(site: Site, items: NavItem[], locations: Location[], now: Date): FooterModel {
  return {
    columns: items.filter(isShownInMenu).map((column) => ({ ...link(column), children: column.children.filter(isShownInMenu).map(link) })),
    locations: groupLocations(locations).map((group) => {
      const { address, contact_detail } = group.lead;
      const tel = contact_detail.phone ? telHref(contact_detail.phone) : undefined;
      return {
        slug: group.slug,
        name: group.name,
        address: addressLine(address),
        ...(contact_detail.phone && tel ? { phone: contact_detail.phone, tel } : {}),
      };
    }),
    copyright: copyrightLine(site.name, site.dealerships, now),
    social: visibleSocialLinks(site.social, site.features.show_social_links),
  };
}

export function SiteFooter({ site, items, locations }: { site: Site; items: NavItem[]; locations: Location[] }) {
  return <KeptSitePart part="footer" {...footerModel(site, items, locations, new Date())} />;
}
