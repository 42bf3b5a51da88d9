/**
 * POST /api/payments/local/confirm — the embedded processor's card step (never with Stripe: card data
 * then goes to Stripe only, and this answers 404). The client secret names the payment; the card is
 * one of the documented test cards (lib/payments/test-cards.ts). Answers LocalConfirmAnswer: the
 * payment's new state, and after a decline why, in plain words.
 */
import { LocalConfirmRequestSchema } from '@forecourt/schemas/checkout';
import { confirmAnswer, localCardRoute } from '@/lib/payments/local-route';

export const dynamic = 'force-dynamic';

export const POST = localCardRoute(LocalConfirmRequestSchema, async (local, body) => {
  const [month, year] = body.expiry.split('/').map((p) => Number(p.trim()));
  return confirmAnswer(await local.confirm(body.client_secret, { number: body.card_number, expiry: { month: month!, year: year! }, cvc: body.cvc }));
});
