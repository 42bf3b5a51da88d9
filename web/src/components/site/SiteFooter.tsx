import Link from 'next/link';
import { copyrightLine, visibleSocialLinks } from '@/domain/footer';
import { groupLocations } from '@/domain/locations';
import { isShownInMenu } from '@/domain/navigation';
import { telHref } from '@/domain/phone';
import type { Location, NavItem, Site } from '@/lib/content';
import { SmartLink } from './SmartLink';

const LEGAL = [
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Terms and Conditions', path: '/terms-and-conditions' },
  { label: 'Complaint Handling Process', path: '/pages/complaint-handling-process' },
  { label: 'Sitemap', path: '/sitemap.xml' },
];

export function SiteFooter({ site, items, locations }: { site: Site; items: NavItem[]; locations: Location[] }) {
  const columns = items.filter(isShownInMenu);
  const social = visibleSocialLinks(site.social, site.features.show_social_links);
  const groups = groupLocations(locations);
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-800">
      <div className="container-page grid gap-8 py-10 md:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => (
          <nav key={column._key} aria-label={column.label}>
            <h2 className="mb-3 font-semibold text-gray-900">
              {column.path || column.url ? (
                <SmartLink path={column.path} url={column.url} className="hover:underline">
                  {column.label}
                </SmartLink>
              ) : (
                column.label
              )}
            </h2>
            <ul className="space-y-2">
              {column.children.filter(isShownInMenu).map((child) => (
                <li key={child._key}>
                  <SmartLink path={child.path} url={child.url} className="hover:underline">
                    {child.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {groups.length > 0 ? (
          <section aria-labelledby="footer-locations">
            <h2 id="footer-locations" className="mb-3 font-semibold text-gray-900">
              Our locations
            </h2>
            <ul className="space-y-3">
              {groups.map((group) => (
                <li key={group.slug}>
                  <p className="font-medium">{group.name}</p>
                  <address className="not-italic">
                    {group.lead.address.street}, {group.lead.address.city} {group.lead.address.state} {group.lead.address.postcode}
                  </address>
                  {group.lead.contact_detail.phone && telHref(group.lead.contact_detail.phone) ? (
                    <a className="underline" href={telHref(group.lead.contact_detail.phone) ?? undefined}>
                      {group.lead.contact_detail.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-gray-200">
        <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <p>{copyrightLine(site.name, site.dealerships, new Date())}</p>
          {social.length > 0 ? (
            <ul className="flex gap-4" aria-label="Social media">
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="flex flex-wrap gap-4">
            {LEGAL.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className="underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
