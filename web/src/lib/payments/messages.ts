/**
 * What a shopper reads when a payment fails: plain words they can act on, by Stripe's error and
 * decline codes (the local processor uses the same codes), never the processor's own text.
 */
import { own } from '@forecourt/schemas/own';

const BY_CODE: Readonly<Record<string, string>> = {
  insufficient_funds: 'Your card has insufficient funds. Please try a different card.',
  expired_card: 'Your card has expired. Please check the expiry date or use a different card.',
  incorrect_cvc: 'The security code is incorrect. Please check it and try again.',
  incorrect_number: 'The card number is incorrect. Please check it and try again.',
  payment_intent_authentication_failure: 'Your bank could not confirm this payment. Nothing was charged: please try again or use a different card.',
  authentication_required: 'Your bank needs to confirm this payment. Please try again and complete the check.',
  processing_error: 'Your card could not be processed just now. Please try again in a moment.',
  card_declined: 'Your card was declined. Nothing was charged: please try a different card or contact your bank.',
};

/** The payment was canceled before it was made (its reservation's time ran out): nothing was charged. */
export const PAYMENT_CANCELED_MESSAGE = 'This payment was cancelled, so nothing was charged. Please start the reservation again.';

export const PAYMENT_FAILED_MESSAGE = 'The payment did not go through. Nothing was charged: please try a different card.';

export function paymentMessage(error: { code: string; declineCode?: string } | undefined): string {
  if (!error) return PAYMENT_FAILED_MESSAGE;
  return (error.declineCode ? own(BY_CODE, error.declineCode) : undefined) ?? own(BY_CODE, error.code) ?? PAYMENT_FAILED_MESSAGE;
}
