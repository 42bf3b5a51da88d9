/**
 * The review feedback landing page (spec §2 route table: "Query first_name (default 'Valued
 * Customer'), dealership_name (default 'Our Dealership'); 'I had a great experience' goes to the
 * dealership's review URL", and /customer-feedback-survey is the "Destination of 'I had a bad
 * experience'"). The spec names no path for the page; it lives at REVIEW_FEEDBACK_PATH.
 *
 * The two names arrive in a link anyone can write, and the page repeats them to the reader. So each
 * must look like a name — letters, spaces and the punctuation names carry — or the default is shown
 * instead: nothing else is echoed (no markup, no URLs, no "call 04xx" text for a phishing link).
 */
import { z } from 'zod';
import type { Site } from '@/lib/content/models';

export const REVIEW_FEEDBACK_PATH = '/review-feedback';
export const CUSTOMER_FEEDBACK_SURVEY_PATH = '/customer-feedback-survey';
export const DEFAULT_FIRST_NAME = 'Valued Customer';
export const DEFAULT_DEALERSHIP_NAME = 'Our Dealership';
export const FIRST_NAME_MAX = 40;
export const DEALERSHIP_NAME_MAX = 80;

/** Whitespace collapsed, then one plain-text name of at most `max` characters matching `pattern`. */
const plainName = (pattern: RegExp, max: number) =>
  z
    .string()
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max).regex(pattern));

// A person's name: 'Mary-Jane', "O'Brien", 'Nguyễn', 'J. R.'.
const FirstName = plainName(/^\p{L}[\p{L}\p{M}'’. -]*$/u, FIRST_NAME_MAX);
// A business name may also hold digits and '&', ',', '(', ')': 'Smith & Sons Motors (Ringwood)', '4WD Centre'.
const DealershipName = plainName(/^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&,() -]*$/u, DEALERSHIP_NAME_MAX);

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** One query value that passes `schema`, else undefined (absent, repeated, too long or not a plain name). */
function param(schema: z.ZodType<string, string>, raw: string | string[] | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export interface ReviewFeedbackGreeting {
  firstName: string;
  dealershipName: string;
  /** The dealership_name the link gave (valid), to choose which dealership's review URL; undefined when defaulted. */
  requestedDealership?: string;
}

/** The names the page shows: the query's first_name and dealership_name when they are plain names, else the defaults. */
export function reviewFeedbackGreeting(query: Query): ReviewFeedbackGreeting {
  const firstName = param(FirstName, query.first_name);
  const dealershipName = param(DealershipName, query.dealership_name);
  return { firstName: firstName ?? DEFAULT_FIRST_NAME, dealershipName: dealershipName ?? DEFAULT_DEALERSHIP_NAME, requestedDealership: dealershipName };
}

/** A site dealership's name and review URL (Site['dealerships']; the URL may be absent). */
type ReviewedDealership = Pick<Site['dealerships'][number], 'name'> & { review_url?: string | null };

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-AU') === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-AU');

function webAddress(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    // Only a web page: content is edited by people, and a javascript: address must never become a link.
    return ['https:', 'http:'].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where 'I had a great experience' goes: the review URL of the dealership the link names (a group
 * site has one per dealership), else of the site's first dealership that has one; undefined when no
 * dealership has a usable review URL.
 */
export function greatExperienceUrl(dealerships: readonly ReviewedDealership[], requestedDealership?: string): string | undefined {
  const named = requestedDealership ? dealerships.find((d) => sameName(d.name, requestedDealership)) : undefined;
  return webAddress(named?.review_url) ?? dealerships.map((d) => webAddress(d.review_url)).find(Boolean);
}
