/**
 * A dealer's own 404 (app/[site]/not-found.tsx): inside the site's header and footer, with ways back
 * into the site. Static markup kept by the browser (KeptSitePart): its links are plain anchors,
 * followed through Next's router as next/link's are.
 */
import { ContentAnchor } from './ContentAnchor';

export default function NotFoundView() {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that page</h1>
      <p className="mt-4 text-gray-700">
        It may have moved, or the car you were after may have found a new home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ContentAnchor path="/" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
          Back to the home page
        </ContentAnchor>
        <ContentAnchor
          path="/contact-us"
          className="rounded-md border border-gray-400 px-5 py-3 font-semibold"
        >
          Contact us
        </ContentAnchor>
      </div>
    </div>
  );
}
