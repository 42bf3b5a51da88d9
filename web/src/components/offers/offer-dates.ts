/** 'Offer ends 31 March 2027' from the offer's end day (a calendar date, shown as written). */
export function offerEndsText(endsAt: string): string {
  const day = new Date(`${endsAt}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Offer ends ${day}`;
}
