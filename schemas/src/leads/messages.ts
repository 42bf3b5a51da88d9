/**
 * Every human-readable text of the lead forms, in one place (spec §5 validation messages, §8 errors).
 *
 * The browser forms and the route handler both show these, so a wording change happens once. The
 * spec gives the postcode, terms and submission texts verbatim ("occured" included — it is the
 * dealer-facing wording the spec records); the rest ("Lead form postcode, phone, email rules: not
 * shown. Other required-field messages: not shown.") follow the field's own label.
 */

export const OPT_IN_LABEL = 'Email me similar stock and latest offers';
import { own } from '../own';

/** The request-photos form's hidden message (spec §5). */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car';

/** Contact form categories (spec §5 "category select (default General Enquiry)"); the first is the default. */
export const CONTACT_CATEGORIES = [
  'General Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Fleet Enquiry',
  'Careers Enquiry',
  'Feedback',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The enquiry form's contact methods (spec §5); the first is the default. */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;

/** Wire name → label shown next to the input and used in its messages. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Mobile',
  postcode: 'Postcode',
  opt_in: OPT_IN_LABEL,
  message: 'Message',
  PreferredContactMethod: 'Preferred contact method',
  finance: 'Is your current car under finance?',
  'do-you-have-a-trade-in': 'Do you have a trade-in?',
  opt_in_finance: 'I am interested in finance',
  opt_in_trade: 'I would like a trade-in valuation',
  terms_agreed: 'I agree to the terms of use',
  preferred_date: 'Preferred date and time',
  location_id: 'Location',
  dealership_slug: 'Dealership',
  offer_from_client: 'Your Offer',
  category: 'Category',
  Rego: 'Rego',
  company: 'Company',
  fleet_size: 'Fleet size',
  vehiclePriceBudget: 'Vehicle budget',
  position: 'Position',
  part: 'Part name or number',
  vin: 'VIN',
};

/** The label of a wire name; an unknown name is shown as itself rather than as nothing. */
export function fieldLabel(name: string): string {
  return own(FIELD_LABELS, name) ?? name;
}

export const LEAD_MESSAGES = {
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: 'You must agree to the terms of use before submitting the form.',
  termsShort: '*You must agree to the terms of use before submitting.',
  submitFailed: 'An error occurred when submitting this form',
  unexpected: 'An unexpected error occured',
  errorListHeading: 'Please fix the following errors:',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  /** Names: letters (any script), spaces, apostrophes, hyphens and full stops — no markup. */
  name: (label: string) => `${label} may contain only letters, spaces, apostrophes, hyphens and full stops.`,
  /** Control characters (NUL, escape sequences, bidi overrides...) never belong in a form field. */
  invalidText: (label: string) => `${label} contains characters that are not allowed.`,
  notText: (label: string) => `${label} must be text.`,
  choice: (label: string) => `Please choose a ${label.toLowerCase()} from the list.`,
  yesNo: (label: string) => `${label}: please answer Yes or No.`,
  checkbox: (label: string) => `${label} must be ticked or unticked.`,
  amount: (label: string) => `${label} must be an amount in dollars, e.g. $25,000.`,
  amountWhole: (label: string) => `${label} must be a whole-dollar amount.`,
  amountPositive: (label: string) => `${label} must be more than $0.`,
  amountMax: (label: string, max: string) => `${label} must be at most ${max}.`,
  date: 'Please choose a valid date and time.',
  datePast: 'Please choose a date and time in the future.',
  wholeNumber: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  rego: 'Rego must be 1 to 9 letters or digits.',
  vin: 'VIN must be 17 letters or digits (it never has I, O or Q).',
  /** Parts request: the parts team needs one of the two to find the part that fits. */
  regoOrVin: 'Please enter the rego or the VIN.',
} as const;

/**
 * APP 5 collection notice (Australian Privacy Principle 5), shown under every lead form: who
 * collects, why, who it is disclosed to, what happens if it is not given, and where access and
 * complaints are explained. `{dealer}` and `{privacy}` are filled by collectionNotice. Marketing
 * consent is NOT implied by this notice: it is the separate `opt_in` checkbox.
 */
export const COLLECTION_NOTICE =
  '{dealer} collects the personal information in this form to respond to your enquiry. ' +
  'It may be shared with the dealership handling your enquiry, the service providers that run our customer ' +
  "management (CRM) systems and, where relevant, the manufacturer's dealer network. If you do not provide it, " +
  'we may not be able to respond. Our privacy policy ({privacy}) explains how to access or correct your ' +
  'information and how to make a complaint.';

export function collectionNotice(dealerName: string, privacyHref: string): string {
  // Function replacers: a `$&` in a dealer name must not be read as a replacement pattern.
  return COLLECTION_NOTICE.replace('{dealer}', () => dealerName.trim()).replace('{privacy}', () => privacyHref.trim());
}

/** The words of the notice that name the policy; on a page they are the link itself. */
export const PRIVACY_POLICY_LINK_TEXT = 'privacy policy';
const LINKED = `${PRIVACY_POLICY_LINK_TEXT} ({privacy})`;

/**
 * The notice for a web page: the text before the policy's name, the name (to be the link), and the
 * text after — without the address in brackets, which only plain text (an e-mail) needs.
 */
export function collectionNoticeParts(dealerName: string): { before: string; link: string; after: string } {
  const at = COLLECTION_NOTICE.indexOf(LINKED);
  const before = COLLECTION_NOTICE.slice(0, at).replace('{dealer}', () => dealerName.trim());
  return { before, link: PRIVACY_POLICY_LINK_TEXT, after: COLLECTION_NOTICE.slice(at + LINKED.length) };
}
