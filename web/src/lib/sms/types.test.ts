import { describe, expect, it } from 'vitest';
import { maskNumber, SHOPPER_MESSAGES, SmsSendError, type SmsFailureReason } from './types';

describe('SmsSendError', () => {
  it.each<[SmsFailureReason, boolean, string]>([
    ['invalid-recipient', false, SHOPPER_MESSAGES.recipient],
    ['rejected', true, SHOPPER_MESSAGES.unavailable],
    ['unauthorized', true, SHOPPER_MESSAGES.unavailable],
    ['bad-request', true, SHOPPER_MESSAGES.unavailable],
    ['bad-response', true, SHOPPER_MESSAGES.unavailable],
    ['rate-limited', true, SHOPPER_MESSAGES.unavailable],
    ['unavailable', true, SHOPPER_MESSAGES.unavailable],
    ['network', true, SHOPPER_MESSAGES.unavailable],
    ['timeout', true, SHOPPER_MESSAGES.unavailable],
  ])('%s: retryable %s, with our own sentence for the shopper', (reason, retryable, shopperMessage) => {
    const cause = new Error('underlying');
    const error = new SmsSendError('Gateway said: something technical', { reason, providerCode: 'X', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SmsSendError', reason, retryable, shopperMessage, providerCode: 'X', cause });
    expect(error.shopperMessage).not.toContain('technical');
  });
});

describe('maskNumber', () => {
  it('keeps the country prefix and the last three digits', () => {
    expect(maskNumber('+61412345678')).toBe('+614*****678');
    expect(maskNumber('+6421234567')).toBe('+642****567');
    expect(maskNumber('+12345')).toBe('******');
  });
});
