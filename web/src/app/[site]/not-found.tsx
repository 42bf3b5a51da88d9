import Link from 'next/link';

/** A dealer's own 404: inside the site's header and footer, with ways back into the site. */
export default function SiteNotFound() {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that page</h1>
      <p className="mt-4 text-gray-700">It may have moved, or the car you were after may have found a new home.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
          Back to the home page
        </Link>
        <Link href="/contact-us" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
          Contact us
        </Link>
      </div>
    </div>
  );
}
