/**
 * The collection notice of the finance application (Australian Privacy Principle 5, and the credit
 * reporting notice of Part IIIA of the Privacy Act): who collects, why, that a credit reporting body
 * will be asked, who the information goes to (the named lender), what happens if it is not given,
 * access and correction, and complaints.
 */
import { DEFAULT_FINANCE_PROVIDER } from '@forecourt/schemas/finance/application-fields';
import Link from 'next/link';

export interface ComplaintsContact {
  manager?: string;
  email?: string;
  phone?: string;
}

export interface CreditCollectionNoticeProps {
  siteName: string;
  /** The lender (site.finance_provider); none: 'our finance partner'. */
  provider?: string;
  /** The site's privacy policy page, when it has one. */
  privacyHref?: string;
  complaints?: ComplaintsContact;
  id?: string;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function CreditCollectionNotice({ siteName, provider, privacyHref, complaints, id = 'finance-collection-notice' }: CreditCollectionNoticeProps) {
  const lender = provider?.trim() || DEFAULT_FINANCE_PROVIDER;
  const named = Boolean(provider?.trim());
  const contact = [complaints?.manager, complaints?.email, complaints?.phone].filter((v): v is string => Boolean(v?.trim()));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="finance-collection-notice"
      className="rounded-md border border-gray-300 bg-gray-50 p-4 text-sm leading-relaxed text-gray-800"
    >
      <h4 id={`${id}-heading`} className="text-base font-bold text-gray-900">
        How we collect and use your information
      </h4>
      <p className="mt-2">
        {siteName} collects the personal information in this application to arrange vehicle finance for you. We
        give it to {lender}
        {named ? ', the lender we work with,' : ''} so that {named ? 'they' : 'it'} can assess your application
        and, if it is approved, provide the loan.
      </p>
      <p className="mt-2">
        <strong>Credit check.</strong> With your consent, {lender} will obtain your credit report from a credit
        reporting body (such as Equifax, Experian or illion). The enquiry may be recorded on your credit file, and{' '}
        {lender} may tell the credit reporting body about this application and any loan that follows.
      </p>
      <p className="mt-2">
        We disclose your information only to {lender}, to the service providers that host our systems, and where
        the law requires it. The sensitive details (such as your licence, address, employment and income) are
        encrypted when we store them and are not sent by e-mail.
      </p>
      <p className="mt-2">
        If you do not give us this information, we cannot pass your application to {lender} and it cannot be
        assessed.
      </p>
      <p className="mt-2">
        You can ask us for access to the information we hold about you and ask us to correct it.{' '}
        {privacyHref ? (
          <>
            Our{' '}
            <Link href={privacyHref} prefetch={false} className="font-semibold underline underline-offset-2">
              privacy policy
            </Link>{' '}
            explains how, and how to complain about the way we handle your information.
          </>
        ) : (
          <>Ask us for our privacy policy: it explains how, and how to complain about the way we handle your information.</>
        )}
      </p>
      <p className="mt-2">
        {contact.length > 0 ? <>To make a complaint, contact {contact.join(', ')}. </> : <>To make a complaint, contact us. </>}
        {capitalised(lender)} has its own complaints process for the credit check. If you are not satisfied with
        the answer, you can complain to the Office of the Australian Information Commissioner (
        <a href="https://www.oaic.gov.au/" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          oaic.gov.au<span className="sr-only"> (opens in a new tab)</span>
        </a>
        ) or, about the credit check, to the Australian Financial Complaints Authority (
        <a href="https://www.afca.org.au/" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          afca.org.au<span className="sr-only"> (opens in a new tab)</span>
        </a>
        ).
      </p>
    </section>
  );
}
