/**
 * Site-level schema.org data (issue 12 item 13): an `AutoDealer` for each of a dealer's locations,
 * with its name, PostalAddress, GeoCoordinates, telephone and opening hours. The home page renders one
 * per visible location in an @graph (siteStructuredData); a location page renders its own
 * (autoDealerStructuredData). Pure.
 *
 * Opening hours come from the domain rules (domain/opening-hours): the weekly rows, one
 * OpeningHoursSpecification per set of weekdays that share their hours (closed days are left out, as
 * schema.org reads a missing day as closed); upcoming holiday hours become
 * specialOpeningHoursSpecification for that date, a closed holiday written as 00:00–00:00 (Google's
 * convention for "closed all day"). A close at midnight ('24:00') is written 23:59, as Time allows.
 */
import type { AutoDealer, DayOfWeek, Graph, OpeningHoursSpecification } from 'schema-dts';
import { upcomingSpecialHours, weekdayHours, WEEKDAY_NAMES } from '@/domain/opening-hours';
import type { Location, Site } from '@/lib/content/models';
import { postalAddress, stripUndefined } from './json-ld';

const SCHEMA = 'https://schema.org';

type DealerLocation = Pick<Location, 'name' | 'address' | 'contact_detail' | 'opening_hours' | 'special_hours' | 'timezone' | 'location_id' | '_id' | 'slug'>;
type DealerSite = Pick<Site, 'name' | 'url' | 'phones'>;

const time = (hhmm: string) => (hhmm === '24:00' ? '23:59' : hhmm);

/** The week as OpeningHoursSpecifications: weekdays with the same open and close share one. */
export function weeklyOpeningHours(entries: DealerLocation['opening_hours']): OpeningHoursSpecification[] {
  const groups = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = weekdayHours(entries, weekday);
    if (hours.status !== 'Open' || !hours.open || !hours.close) continue;
    const key = `${hours.open}-${hours.close}`;
    const group = groups.get(key) ?? { opens: time(hours.open), closes: time(hours.close), days: [] };
    group.days.push(`${SCHEMA}/${WEEKDAY_NAMES[weekday]!}` as DayOfWeek);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: g.days, opens: g.opens, closes: g.closes }));
}

/** Holiday hours from today on, each for its own date. */
export function specialOpeningHours(location: DealerLocation, now: Date): OpeningHoursSpecification[] {
  return upcomingSpecialHours(location, now).flatMap((day): OpeningHoursSpecification[] => {
    const base = { '@type': 'OpeningHoursSpecification' as const, validFrom: day.date, validThrough: day.date, name: day.name };
    if (day.status === 'Closed') return [{ ...base, opens: '00:00', closes: '00:00' }];
    // An open holiday without times only names the day; its weekly hours stand.
    return day.open && day.close ? [{ ...base, opens: time(day.open), closes: time(day.close) }] : [];
  });
}

export function autoDealerStructuredData(site: DealerSite, location: DealerLocation, now: Date): AutoDealer {
  const { lat, long } = location.address;
  const geo =
    typeof lat === 'number' && typeof long === 'number' && Number.isFinite(lat) && Number.isFinite(long)
      ? { '@type': 'GeoCoordinates' as const, latitude: lat, longitude: long }
      : undefined;
  return stripUndefined<AutoDealer>({
    '@type': 'AutoDealer',
    name: location.name,
    parentOrganization: location.name === site.name ? undefined : { '@type': 'Organization', name: site.name },
    url: site.url ?? undefined,
    telephone: location.contact_detail?.phone || location.contact_detail?.landline_phone || site.phones.main || undefined,
    email: location.contact_detail?.email || undefined,
    address: postalAddress(location.address),
    geo,
    openingHoursSpecification: weeklyOpeningHours(location.opening_hours),
    specialOpeningHoursSpecification: specialOpeningHours(location, now),
  });
}

/** The home page's data: one AutoDealer per visible location. */
export function siteStructuredData(site: DealerSite, locations: readonly (DealerLocation & Pick<Location, 'visible'>)[], now: Date): Graph | undefined {
  const dealers = locations.filter((l) => l.visible).map((l) => autoDealerStructuredData(site, l, now));
  return dealers.length ? { '@context': SCHEMA, '@graph': dealers } : undefined;
}
