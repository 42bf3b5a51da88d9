/** A time in Sydney time for the development pages (mailbox, SMS outbox); 'unknown' for a missing or bad date. */
const TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Sydney' });

export function SydneyTime({ date }: { date: Date | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return <span>unknown</span>;
  return <time dateTime={date.toISOString()}>{TIME.format(date)}</time>;
}
