/**
 * What the lead of a finance application says: the non-sensitive fields only (name, mobile, e-mail,
 * state, postcode, the car and the amounts) in its payload, and a message with the amounts summary
 * and the protected link to the whole application — never a date of birth, licence, address, job or
 * income, because the lead is e-mailed and posted to the CRM (lib/leads/delivery) as it is.
 */
import {
  CHOICE_LABELS,
  creditEnquiryConsentText,
  DEFAULT_FINANCE_PROVIDER,
  nonSensitiveFields,
  PRIVACY_ACKNOWLEDGEMENT_TEXT,
  type FinanceApplication,
} from '@forecourt/schemas/finance/application';
import { own } from '@forecourt/schemas/own';
import { formatPrice } from '@/domain/price';

/** The sealed document: the whole application and what the applicant agreed to, in their words. */
export interface SealedApplication {
  version: 1;
  application: FinanceApplication;
  consent: {
    /** The lender named in the consent (the site's finance_provider then), or the default words. */
    provider: string;
    credit_enquiry_text: string;
    privacy_acknowledgement_text: string;
    /** ISO time the application (and so the consent) was received. */
    given_at: string;
  };
}

export function sealedApplication(application: FinanceApplication, provider: string | undefined, receivedAt: Date): SealedApplication {
  return {
    version: 1,
    application,
    consent: {
      provider: provider?.trim() || DEFAULT_FINANCE_PROVIDER,
      credit_enquiry_text: creditEnquiryConsentText(provider),
      privacy_acknowledgement_text: PRIVACY_ACKNOWLEDGEMENT_TEXT,
      given_at: receivedAt.toISOString(),
    },
  };
}

/** '$27,000 over 5 years (price $30,000 less a $3,000 deposit)'. */
export function amountsSummary(application: Pick<FinanceApplication, 'purchase_price' | 'deposit' | 'term_years'>): string {
  const deposit = application.deposit ?? 0;
  const years = `${application.term_years} ${application.term_years === 1 ? 'year' : 'years'}`;
  const financed = Math.max(0, application.purchase_price - deposit);
  return deposit > 0
    ? `${formatPrice(financed)} over ${years} (price ${formatPrice(application.purchase_price)} less a ${formatPrice(deposit)} deposit)`
    : `${formatPrice(financed)} over ${years} (no deposit)`;
}

export interface LeadContentInput {
  application: FinanceApplication;
  /** The absolute, signed link to the protected view. */
  viewUrl: string;
  provider: string | undefined;
  /** The car's title when the application is about one of the site's cars. */
  carTitle?: string;
}

export function applicationLeadContent({ application, viewUrl, provider, carTitle }: LeadContentInput): {
  message: string;
  payload: Record<string, unknown>;
} {
  const carType = application.car_type ? own(CHOICE_LABELS, application.car_type) : undefined;
  const lines = [
    'Finance pre-approval application.',
    `Amount to finance: ${amountsSummary(application)}.`,
    carTitle ? `Car: ${carTitle}.` : carType ? `Car type: ${carType}.` : undefined,
    `Credit enquiry consent given for ${provider?.trim() || DEFAULT_FINANCE_PROVIDER}.`,
    'The applicant’s identity, address, employment, income and expenses are not in this e-mail. ' +
      'View the full application (protected link, valid for 30 days):',
    viewUrl,
  ];
  return { message: lines.filter((line) => line !== undefined).join('\n'), payload: nonSensitiveFields({ ...application }) };
}
