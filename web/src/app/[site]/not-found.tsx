import { KeptSitePart } from '@/components/site/KeptSitePart';

/** A dealer's own 404 (components/site/NotFoundView.tsx), inside the site's header and footer. */
export default function SiteNotFound() {
  return <KeptSitePart part="not-found" />;
}
