/**
 * The review feedback landing page (spec §2: query first_name, default 'Valued Customer', and
 * dealership_name, default 'Our Dealership'; 'I had a great experience' goes to the dealership's
 * review URL, 'I had a bad experience' to /customer-feedback-survey). Dealers link here from their
 * after-sale and after-service e-mails. The names are checked by domain/review-feedback (plain names
 * only, else the defaults) and React prints them as text. The address carries a customer's name, so
 * the page is noindex, out of the sitemap, and sends no referrer to Google.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { CUSTOMER_FEEDBACK_SURVEY_PATH, REVIEW_FEEDBACK_PATH, greatExperienceUrl, reviewFeedbackGreeting } from '@/domain/review-feedback';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string (the names): rendered per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'How did we go?',
  robots: { index: false, follow: false },
  alternates: { canonical: REVIEW_FEEDBACK_PATH },
};

const BUTTON = 'flex items-center justify-center rounded-md px-5 py-4 text-center text-lg font-semibold';

export default async function ReviewFeedbackPage({ params, searchParams }: PageProps<'/[site]/review-feedback'>) {
  const site = await loadSite((await params).site);
  const greeting = reviewFeedbackGreeting(await searchParams);
  const reviewUrl = greatExperienceUrl(site.dealerships, greeting.requestedDealership);
  return (
    <article className="container-page max-w-2xl py-10" data-review-feedback="">
      <h1 className="text-3xl font-bold md:text-4xl">
        Hi <span data-first-name="">{greeting.firstName}</span>, how did we go?
      </h1>
      <p className="mt-4 text-lg text-gray-800">
        Thank you for choosing <span data-dealership-name="">{greeting.dealershipName}</span>. We would love to hear how your experience was.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {/* No review URL in the site's settings: only the survey is offered, rather than a dead button. */}
        {reviewUrl ? (
          <a href={reviewUrl} rel="noreferrer" className={`${BUTTON} bg-brand text-brand-ink hover:opacity-90`} data-experience="great">
            I had a great experience
          </a>
        ) : null}
        <Link href={CUSTOMER_FEEDBACK_SURVEY_PATH} className={`${BUTTON} border border-gray-500 text-gray-900 hover:bg-gray-100`} data-experience="bad">
          I had a bad experience
        </Link>
      </div>
      <p className="mt-6 text-gray-700">
        {reviewUrl ? 'A great experience takes you to Google, where you can leave a review in a minute. ' : null}
        If something was not right, tell us in our short feedback survey: it goes straight to our management team, who will be in touch.
      </p>
    </article>
  );
}
