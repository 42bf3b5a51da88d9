import { ContentAnchor } from './ContentAnchor';

interface FooterLink {
  _key: string;
  label: string;
  path?: string;
  url?: string;
}

export interface FooterModel {
  /** The footer menu's shown columns, each with its shown links. */
  columns: (FooterLink & { children: FooterLink[] })[];
  locations: { slug: string; name: string; address: string; phone?: string; tel?: string }[];
  copyright: string;
  social: { network: string; label: string; url: string }[];
}

const LEGAL = [
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Terms and Conditions', path: '/terms-and-conditions' },
  { label: 'Complaint Handling Process', path: '/pages/complaint-handling-process' },
  { label: 'Sitemap', path: '/sitemap.xml' },
];

/** The site footer's markup (spec §1 "Footer"), drawn by the server and kept by the browser (SiteFooter, KeptSitePart). */
export default function FooterView({ columns, locations, copyright, social }: FooterModel) {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-800 [&_nav_a]:hover:underline">
      <div className="container-page grid gap-8 py-10 md:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => (
          <nav key={column._key} aria-label={column.label}>
            <h2 className="mb-3 font-semibold text-gray-900">
              {column.path || column.url ? (
                <ContentAnchor path={column.path} url={column.url}>
                  {column.label}
                </ContentAnchor>
              ) : (
                column.label
              )}
            </h2>
            <ul className="space-y-2">
              {column.children.map((child) => (
                <li key={child._key}>
                  <ContentAnchor path={child.path} url={child.url}>
                    {child.label}
                  </ContentAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {locations.length > 0 ? (
          <section aria-labelledby="footer-locations">
            <h2 id="footer-locations" className="mb-3 font-semibold text-gray-900">
              Our locations
            </h2>
            <ul className="space-y-3">
              {locations.map((location) => (
                <li key={location.slug}>
                  <p className="font-medium">{location.name}</p>
                  <address className="not-italic">{location.address}</address>
                  {location.phone && location.tel ? (
                    <a className="underline" href={location.tel}>
                      {location.phone}
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
          <p>{copyright}</p>
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
                <a href={link.path} className="underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
