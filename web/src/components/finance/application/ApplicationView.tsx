/**
 * The dealer's view of one finance application (server component): every answer, step by step, in
 * a layout that reads on screen and prints on paper, then the consent as the applicant agreed to it.
 */
import { FINANCE_FIELD_LABELS, FINANCE_STEPS } from '@forecourt/schemas/finance/application';
import { own } from '@forecourt/schemas/own';
import type { ApplicationForView } from '@/lib/finance/applications/view';
import { displayValue } from './display';
import { PrintButton } from './PrintButton';

const TIME_ZONE = 'Australia/Sydney';

function when(date: Date): string {
  return date.toLocaleString('en-AU', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

export function ApplicationView({ siteName, view }: { siteName: string; view: ApplicationForView }) {
  const { application } = view;
  const value = (name: string) => {
    if (name === 'car_id') return view.carTitle ? `${view.carTitle}${view.stocknum ? ` (stock no. ${view.stocknum})` : ''}` : displayValue(name, own(application, name));
    return displayValue(name, own(application, name));
  };
  const applicant = [displayValue('title', own(application, 'title')), displayValue('name', own(application, 'name')), displayValue('last_name', own(application, 'last_name'))]
    .filter(Boolean)
    .join(' ');
  return (
    <article data-testid="finance-application-view" className="container-page max-w-4xl py-8 print:max-w-none print:py-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div>
          <p className="text-sm font-semibold text-gray-700">{siteName} · Finance pre-approval application</p>
          <h1 className="text-2xl font-bold md:text-3xl">{applicant || 'Finance application'}</h1>
          <p className="mt-1 text-sm text-gray-700">
            Received {when(view.receivedAt)} · Reference <span className="font-mono">{view.id}</span>
          </p>
        </div>
        <PrintButton />
      </header>
      <p role="note" className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-gray-900">
        Confidential: personal and credit information. Use it only to arrange this applicant’s finance, and do not
        forward this link. It stops working on {when(view.linkExpiresAt)}.
      </p>
      {FINANCE_STEPS.slice(0, -1).map((step) => {
        const rows = step.fields.flatMap((name) => {
          const shown = value(name);
          return shown === undefined ? [] : [{ name, label: FINANCE_FIELD_LABELS[name], shown }];
        });
        if (rows.length === 0) return null;
        return (
          <section key={step.id} aria-labelledby={`application-${step.id}`} className="mt-6 break-inside-avoid">
            <h2 id={`application-${step.id}`} className="border-b border-gray-200 pb-1 text-lg font-bold">
              {step.label}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1.5 sm:grid-cols-[minmax(0,16rem)_1fr] print:grid-cols-[16rem_1fr]">
              {rows.map((row) => (
                <div key={row.name} className="contents">
                  <dt className="text-gray-700">{row.label}</dt>
                  <dd className="font-semibold break-words text-gray-900" data-field={row.name}>
                    {row.shown}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <section aria-labelledby="application-consent" className="mt-6 break-inside-avoid">
        <h2 id="application-consent" className="border-b border-gray-200 pb-1 text-lg font-bold">
          Consent
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1.5 sm:grid-cols-[minmax(0,16rem)_1fr] print:grid-cols-[16rem_1fr]">
          <dt className="text-gray-700">Credit enquiry</dt>
          <dd className="text-gray-900">
            <span className="font-semibold">Agreed {when(view.creditEnquiryConsentAt)}</span>, for {view.consent.provider}: “
            {view.consent.credit_enquiry_text}”
          </dd>
          <dt className="text-gray-700">Collection notice</dt>
          <dd className="text-gray-900">
            <span className="font-semibold">Acknowledged</span>: “{view.consent.privacy_acknowledgement_text}”
          </dd>
        </dl>
      </section>
    </article>
  );
}
