/**
 * One department's opening hours (spec §2 opening-hours list, §5 'Mon-Fri' collapse, §4 Saturday
 * rule): the week from the domain rules, an open-now badge decided in the browser, and the coming
 * holiday hours in a dialog.
 */
import { LazyDialog } from '@/components/ui/LazyDialog';
import { BY_APPOINTMENT_TEXT, isSaturdayByAppointment, localDateTime, upcomingSpecialHours, weeklyHoursRows } from '@/domain/opening-hours';
import type { Location } from '@/lib/content';
import { openSchedule } from '@/lib/vehicle/open-intervals';
import { OpenNowBadge } from './OpenNowBadge';

const department = (location: Pick<Location, 'location_type'>) => {
  const type = location.location_type || 'sales';
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
};

function specialDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function OpeningHours({ location, headingLevel = 3 }: { location: Location; headingLevel?: 2 | 3 | 4 }) {
  const now = new Date();
  const rows = weeklyHoursRows(location.opening_hours);
  const holidays = upcomingSpecialHours(location, now);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const name = `${department(location)} hours`;
  const id = `hours-${location.slug}`;
  // The Saturday rule names the coming Saturday when it is one of the by-appointment weeks.
  const today = localDateTime(now, location.timezone);
  const daysToSaturday = (6 - new Date(`${today.date}T00:00:00Z`).getUTCDay() + 7) % 7;
  const saturday = new Date(Date.parse(`${today.date}T00:00:00Z`) + daysToSaturday * 86_400_000).toISOString().slice(0, 10);
  const appointmentSaturday = location.saturday_by_appointment_from ? isSaturdayByAppointment(location, saturday) : false;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-5" data-hours={location.slug}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-lg font-semibold">
          {name}
        </Heading>
        <OpenNowBadge schedule={openSchedule(location, now)} label={name} />
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{`${name}, ${location.name}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-gray-100">
              <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                {row.label}
              </th>
              <td className="py-1.5 text-right">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {location.saturday_by_appointment_from ? (
        <p className="mt-2 text-sm text-gray-700" data-saturday-rule={appointmentSaturday ? 'appointment' : 'open'}>
          Every second Saturday: {BY_APPOINTMENT_TEXT.toLowerCase()}.{' '}
          {appointmentSaturday ? `This Saturday (${specialDate(saturday)}) is ${BY_APPOINTMENT_TEXT.toLowerCase()}.` : `This Saturday (${specialDate(saturday)}) we are open as usual.`}
        </p>
      ) : null}
      {holidays.length > 0 ? (
        <div className="mt-3">
          <LazyDialog
            title={`Holiday hours: ${location.name}`}
            variant="modal"
            trigger="Holiday hours"
            triggerLabel={`Holiday hours, ${location.name}`}
            triggerClassName="text-sm font-semibold text-brand-text underline"
          >
            <table className="w-full text-sm">
              <tbody>
                {holidays.map((h) => (
                  <tr key={h.date} className="border-t border-gray-100">
                    <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                      {specialDate(h.date)}
                      {h.name ? <span className="block font-normal text-gray-700">{h.name}</span> : null}
                    </th>
                    <td className="py-1.5 text-right">{h.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </LazyDialog>
        </div>
      ) : null}
    </section>
  );
}
