/**
 * The 'Get Pre-Approved' section of /apply-for-finance (server component): the heading, what to have
 * ready, and the client form with what the server knows (the lender, the privacy policy, the
 * complaints contact, the dealerships, the car and the presets).
 */
import type { Site } from '@/lib/content/models';
import { FinanceApplicationForm } from './FinanceApplicationForm';
import type { FormCar } from './StepFields';

export interface FinanceApplicationSectionProps {
  site: Site;
  car?: FormCar;
  presets: Record<string, string>;
  privacyHref?: string;
}

export function FinanceApplicationSection({ site, car, presets, privacyHref }: FinanceApplicationSectionProps) {
  const headingId = 'apply-for-finance-heading';
  const complaints = site.complaints_contact;
  return (
    <section id="apply-for-finance" aria-labelledby={headingId} className="container-page py-10">
      <div className="max-w-3xl rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:p-8">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {car ? `Get pre-approved for the ${car.title}` : 'Get Pre-Approved'}
        </h2>
        <p className="mt-2 text-gray-700">
          Six short steps, about ten minutes. Have your driver licence and an idea of your monthly income and
          expenses ready. Your answers are kept on this device until you send them (never your licence number or
          date of birth), so you can finish later.
        </p>
        <div className="mt-6">
          <FinanceApplicationForm
            site={site.slug}
            siteName={site.name}
            {...(site.finance_provider ? { provider: site.finance_provider } : {})}
            {...(privacyHref ? { privacyHref } : {})}
            {...(complaints ? { complaints: { ...complaints } } : {})}
            dealerships={site.dealerships.length > 1 ? site.dealerships.map((d) => ({ slug: d.slug, name: d.name })) : []}
            {...(car ? { car } : {})}
            presets={presets}
            labelledBy={headingId}
          />
        </div>
      </div>
    </section>
  );
}
