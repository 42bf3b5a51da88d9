/**
 * A driver licence is personal data: the deal keeps the number (the dealer sights the licence at
 * handover and the shopper may correct it), but what leaves the platform — the dealer's e-mail, the
 * CRM webhook, the ADF — shows only its state and last three characters, enough to match the card.
 */
export function maskedLicence(number: string | undefined, state: string | undefined): string | undefined {
  const tidy = number?.replace(/[\s-]/g, '').toUpperCase();
  if (!tidy) return undefined;
  const tail = tidy.length > 3 ? tidy.slice(-3) : '';
  return [state, tail ? `ending ${tail}` : 'number withheld'].filter(Boolean).join(', ');
}
