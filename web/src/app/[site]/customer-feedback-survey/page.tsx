/**
 * /customer-feedback-survey (spec §2: "Destination of 'I had a bad experience'" on the review
 * feedback landing page). The site's content page `customer-feedback-survey` gives the copy when the
 * dealer has written one; the survey itself is the contact form with the category fixed to
 * 'Feedback' (one of the contact categories, spec §5), so it arrives as a lead like every other
 * message — same validation, outbox and delivery — and the dealer's CRM can route it to management.
 * Static: nothing here depends on the request.
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { CUSTOMER_FEEDBACK_SURVEY_PATH } from '@/domain/review-feedback';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

const PAGE_SLUG = 'customer-feedback-survey';

async function load(params: PageProps<'/[site]/customer-feedback-survey'>['params']) {
  const site = await loadSite((await params).site);
  return { site, page: await content.page(site, PAGE_SLUG) };
}

export async function generateMetadata({ params }: PageProps<'/[site]/customer-feedback-survey'>): Promise<Metadata> {
  const { site, page } = await load(params);
  return {
    title: page?.title ?? 'Customer Feedback Survey',
    description: page?.description ?? `Tell ${site.name} how we went. Every response is read by our management team.`,
    alternates: { canonical: CUSTOMER_FEEDBACK_SURVEY_PATH },
  };
}

export default async function CustomerFeedbackSurveyPage({ params }: PageProps<'/[site]/customer-feedback-survey'>) {
  const { site, page } = await load(params);
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Customer Feedback Survey" />
      {page ? null : (
        <p className="container-page max-w-3xl pt-4 text-lg text-gray-800">
          We are sorry we did not get it right. Tell us what happened and a member of our management team will contact you to make it right.
        </p>
      )}
      <LeadFormSection
        id="feedback-form"
        site={site}
        kind="contact"
        category="Feedback"
        headingLevel={2}
        heading="Tell us about your experience"
        intro="Please include your invoice or stock number if you have it, and the best time to call you."
        submitLabel="Send Feedback"
        // Someone telling us what went wrong has not asked for offers: the marketing box starts unticked.
        presets={{ opt_in: false }}
      />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
