/** Toyota Service Advantage for a model (spec §9 table through domain/service-advantage): capped-price servicing. */
import type { ResolvedServiceAdvantage } from '@/domain/service-advantage';
import { formatKm } from '@/domain/specs';
import { formatWholeDollars } from '@/domain/finance-calculator';

export function ServiceAdvantagePanel({
  advantage,
  model,
  heading: Heading = 'h4',
  headingClassName = 'text-lg font-semibold',
}: {
  advantage: ResolvedServiceAdvantage;
  model: string;
  heading?: 'h2' | 'h3' | 'h4';
  headingClassName?: string;
}) {
  return (
    <div data-testid="service-advantage" className="rounded-lg border border-gray-300 p-4">
      <Heading className={headingClassName}>Toyota Service Advantage</Heading>
      <p className="mt-1 text-gray-700">Capped-price servicing for your {model}.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-700">Price per service</dt>
          <dd className="text-xl font-bold text-gray-900">{formatWholeDollars(advantage.pricePerService)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Services</dt>
          <dd className="text-xl font-bold text-gray-900">{advantage.services}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Interval</dt>
          <dd className="font-semibold text-gray-900">
            Every {advantage.intervalMonths} months or {formatKm(advantage.intervalKm)}, whichever comes first
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Covers</dt>
          <dd className="font-semibold text-gray-900">
            {advantage.years} years or {formatKm(advantage.maxKm)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
