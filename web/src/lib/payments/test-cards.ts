/**
 * The local processor's test cards: Stripe's own test numbers, so the same cards behave the same in
 * the embedded processor and in Stripe's test mode. Listed on the payment step and in the README.
 */
export interface TestCard {
  number: string;
  /** What the card does, in the words shown beside the form. */
  outcome: string;
  result: { kind: 'succeed' } | { kind: 'challenge' } | { kind: 'decline'; code: string; declineCode?: string };
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'pays', result: { kind: 'succeed' } },
  { number: '4000 0000 0000 0002', outcome: 'is declined', result: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' } },
  { number: '4000 0000 0000 9995', outcome: 'is declined for insufficient funds', result: { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds' } },
  { number: '4000 0027 6000 3184', outcome: 'asks your bank to confirm (a 3-D Secure-style check)', result: { kind: 'challenge' } },
  { number: '4000 0000 0000 0069', outcome: 'is declined as expired', result: { kind: 'decline', code: 'expired_card' } },
  { number: '4000 0000 0000 0127', outcome: 'is declined for a wrong security code', result: { kind: 'decline', code: 'incorrect_cvc' } },
];

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What a card does in the local processor. A number that fails the Luhn check is 'incorrect_number';
 * any other card that is not a test card is declined, as Stripe's test mode declines real cards.
 */
export function testCardResult(number: string, expiry: { month: number; year: number }, now: Date): TestCard['result'] {
  const digits = number.replace(/\D/g, '');
  if (!luhn(digits)) return { kind: 'decline', code: 'incorrect_number' };
  // A card is valid to the end of its expiry month.
  const end = new Date(Date.UTC(2000 + expiry.year, expiry.month, 1));
  if (end.getTime() <= now.getTime()) return { kind: 'decline', code: 'expired_card' };
  const card = TEST_CARDS.find((c) => c.number.replace(/\D/g, '') === digits);
  return card ? card.result : { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' };
}
