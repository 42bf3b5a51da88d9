import type { Vehicle } from '@forecourt/schemas/vehicle';
import { VehicleCard } from '@/components/search/results/VehicleCard';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import type { FinanceSettings, Site } from '@/lib/content/models';

/** Up to 6 similar in-stock cars under a sold car (spec §4 'Find Me Something Similar'). */
export function SimilarVehicles({ vehicles, site, now, finance }: {
  vehicles: Vehicle[];
  site: Site;
  now: Date;
  /** The site's finance settings (content.financeSettings), for the cards' weekly estimates. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>;
}) {
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold text-gray-900">
        Similar {siteVehicleNoun(site).many} in stock
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.map((v) => (
          <li key={v.id}>
            <VehicleCard vehicle={v} site={site} now={now} finance={finance} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
