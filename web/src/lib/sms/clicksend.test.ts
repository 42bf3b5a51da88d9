/** The ClickSend adapter against a local server speaking ClickSend's request and answer shapes. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickSendTransport, type ClickSendSendRequest } from './clicksend';
import { startClickSendServer, type ClickSendAnswer, type TestClickSend } from './test-clicksend';
import { SHOPPER_MESSAGES, SmsSendError, type SmsMessage } from './types';

let server: TestClickSend;
beforeAll(async () => {
  server = await startClickSendServer({ username: 'harbour-dev', apiKey: 'F00DCAFE-1234-5678-9ABC-DEF012345678' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const transport = (options: Partial<Parameters<typeof clickSendTransport>[0]> = {}) =>
  clickSendTransport({ username: server.username, apiKey: server.apiKey, baseUrl: server.url, ...options });

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  site: 'harbour-toyota',
  to: '+61412345678',
  text: 'Your Harbour Toyota sign-in code is 482913. It expires in 10 minutes.',
  kind: 'sign-in-code',
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  ...overrides,
});

/** The SmsSendError a send rejects with (fails the test if it resolves or throws something else). */
async function failure(promise: Promise<void>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

/** Nothing a log or a shopper could see carries the key, in plain or in the Basic header's form. */
function expectNoSecrets(error: SmsSendError) {
  const encoded = Buffer.from(`${server.username}:${server.apiKey}`).toString('base64');
  for (const text of [error.message, String(error), error.shopperMessage, error.providerCode ?? '', inspect(error, { depth: 10 }), JSON.stringify(error)]) {
    expect(text).not.toContain(server.apiKey);
    expect(text).not.toContain(encoded);
  }
}

describe('ClickSend transport', () => {
  it('POSTs the message to /v3/sms/send as JSON with Basic auth, and resolves once ClickSend queued it', async () => {
    const msg = message();
    await transport({ from: 'HarbourToy' }).send(msg);

    expect(server.received).toHaveLength(1);
    const [req] = server.received;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v3/sms/send');
    expect(req?.auth).toEqual({ username: 'harbour-dev', apiKey: 'F00DCAFE-1234-5678-9ABC-DEF012345678' });
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.json).toEqual({
      messages: [{ source: 'forecourt', from: 'HarbourToy', body: msg.text, to: '+61412345678', custom_string: msg.id }],
    });
    expect(server.queued).toEqual([expect.objectContaining({ to: '+61412345678', body: msg.text, custom_string: msg.id })]);
  });

  it("leaves `from` out without a sender (ClickSend then uses the account's default)", async () => {
    await transport().send(message());
    const sent = (server.received[0]?.json as ClickSendSendRequest).messages[0];
    expect(sent && Object.keys(sent).sort()).toEqual(['body', 'custom_string', 'source', 'to']);
    expect(server.received[0]?.body).not.toContain('"from"');
  });

  it('accepts a base URL with a trailing slash', async () => {
    await transport({ baseUrl: `${server.url}/` }).send(message());
    expect(server.received[0]?.path).toBe('/v3/sms/send');
  });

  it('refuses a number that is not E.164 before calling ClickSend', async () => {
    const error = await failure(transport().send(message({ to: '0412 345 678' })));
    expect(error).toMatchObject({ reason: 'invalid-recipient', retryable: false, shopperMessage: SHOPPER_MESSAGES.recipient });
    expect(server.received).toHaveLength(0);
  });

  it('treats INVALID_RECIPIENT in a 200 as the shopper’s number, not retryable', async () => {
    server.answer = 'INVALID_RECIPIENT';
    const error = await failure(transport().send(message()));
    expect(error).toMatchObject({
      reason: 'invalid-recipient',
      retryable: false,
      providerCode: 'INVALID_RECIPIENT',
      shopperMessage: 'We could not send a text message to this number. Please check it and try again.',
    });
    // The log line names the number only masked.
    expect(error.message).toContain('+614*****678');
    expect(error.message).not.toContain('+61412345678');
    expect(server.queued).toHaveLength(0);
  });

  it.each(['INSUFFICIENT_CREDIT', 'COUNTRY_NOT_ENABLED'] as const)('treats %s in a 200 as a provider problem', async (status) => {
    server.answer = status;
    const error = await failure(transport().send(message()));
    expect(error).toMatchObject({ reason: 'rejected', retryable: true, providerCode: status, shopperMessage: SHOPPER_MESSAGES.unavailable });
    expect(error.message).toContain(status);
  });

  it('finds its own message by custom_string when the answer lists several', async () => {
    const msg = message();
    server.answer = {
      status: 200,
      body: JSON.stringify({
        http_code: 200,
        response_code: 'SUCCESS',
        response_msg: 'Messages queued for delivery.',
        data: {
          messages: [
            { status: 'SUCCESS', custom_string: 'someone-else' },
            { status: 'INVALID_RECIPIENT', custom_string: msg.id },
          ],
        },
      }),
    };
    await expect(transport().send(msg)).rejects.toMatchObject({ reason: 'invalid-recipient' });
  });

  it('reads a success answer with extra and oddly typed fields', async () => {
    server.answer = {
      status: 200,
      body: JSON.stringify({
        http_code: '200',
        response_code: 'SUCCESS',
        response_msg: 7,
        surprise: { nested: true },
        data: { total_price: '0.099', messages: [{ status: 'SUCCESS', message_id: null, custom_string: message().id, carrier: 42 }] },
      }),
    };
    await expect(transport().send(message())).resolves.toBeUndefined();
  });

  it('maps a wrong API key to a 401 failure that names neither the key nor its encoding', async () => {
    const error = await failure(transport({ apiKey: 'WRONG-KEY-99999999' }).send(message()));
    expect(error).toMatchObject({ reason: 'unauthorized', retryable: true, providerCode: 'UNAUTHORIZED', shopperMessage: SHOPPER_MESSAGES.unavailable });
    expect(error.message).toBe('ClickSend answered HTTP 401 UNAUTHORIZED: Authorization failed.');
    expect(error.message).not.toContain('WRONG-KEY-99999999');
  });

  const cases: Array<[string, ClickSendAnswer, Partial<SmsSendError>]> = [
    ['401 (key revoked)', 'unauthorized', { reason: 'unauthorized', retryable: true, providerCode: 'UNAUTHORIZED' }],
    ['400 BAD_REQUEST', 'bad-request', { reason: 'bad-request', retryable: true, providerCode: 'BAD_REQUEST' }],
    ['429 with Retry-After', 'rate-limited', { reason: 'rate-limited', retryable: true, providerCode: 'HTTP_TOO_MANY_REQUESTS', retryAfterSeconds: 20 }],
    ['500 with an HTML page', 'server-error', { reason: 'unavailable', retryable: true, providerCode: undefined }],
    ['503', 'unavailable', { reason: 'unavailable', retryable: true, providerCode: 'SERVICE_UNAVAILABLE' }],
    ['200 that is not JSON', 'not-json', { reason: 'bad-response', retryable: true }],
    [
      '200 with an error envelope inside',
      { status: 200, body: '{"http_code":401,"response_code":"UNAUTHORIZED","response_msg":"Authorization failed.","data":null}' },
      { reason: 'unauthorized', retryable: true },
    ],
    ['200 without messages', { status: 200, body: '{"http_code":200,"response_code":"SUCCESS","data":{"messages":[]}}' }, { reason: 'bad-response', retryable: true }],
    ['a redirect (not followed)', { status: 307, body: '', headers: { location: 'https://elsewhere.example/v3/sms/send' } }, { reason: 'bad-request', retryable: true }],
  ];

  it.each(cases)('maps %s to a failure with a plain shopper message', async (_name, answer, expected) => {
    server.answer = answer;
    const error = await failure(transport().send(message()));
    expect(error).toMatchObject(expected);
    expect(error.shopperMessage).toBe(SHOPPER_MESSAGES.unavailable);
    expectNoSecrets(error);
    expect(server.received).toHaveLength(1); // no retry of its own
  });

  it('answers 404 for a base URL whose path is wrong', async () => {
    const error = await failure(transport({ baseUrl: `${server.url}/v2` }).send(message()));
    expect(error).toMatchObject({ reason: 'bad-request', providerCode: 'NOT_FOUND' });
    expect(server.received[0]?.path).toBe('/v2/v3/sms/send');
  });

  it('never puts the key in an error, even when the provider echoes it back', async () => {
    const encoded = Buffer.from(`${server.username}:${server.apiKey}`).toString('base64');
    server.answer = {
      status: 400,
      body: JSON.stringify({ http_code: 400, response_code: `BAD_${server.apiKey}`, response_msg: `Rejected key ${server.apiKey} (Basic ${encoded}) for +61412345678` }),
    };
    const error = await failure(transport().send(message()));
    expectNoSecrets(error);
    expect(error.message).toContain('[key]');
    expect(error.message).not.toContain('+61412345678');
    expect(error.shopperMessage).toBe(SHOPPER_MESSAGES.unavailable);
  });

  it('gives up on a ClickSend that does not answer in time', async () => {
    server.answer = 'hang';
    const started = Date.now();
    const error = await failure(transport({ timeoutMs: 300 }).send(message()));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({ reason: 'timeout', retryable: true, shopperMessage: SHOPPER_MESSAGES.unavailable });
    expect(error.message).toBe('ClickSend did not answer within 300 ms');
    expectNoSecrets(error);
  });

  it('times out on an answer that starts and then stalls', async () => {
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"http_code":200,');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
      const error = await failure(transport({ baseUrl, timeoutMs: 300 }).send(message()));
      expect(error.reason).toBe('timeout');
    } finally {
      stalling.closeAllConnections();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('fails as a network problem on a closed port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(transport({ baseUrl: `http://127.0.0.1:${port}` }).send(message()));
    expect(error).toMatchObject({ reason: 'network', retryable: true, shopperMessage: SHOPPER_MESSAGES.unavailable });
    expect(error.message).toContain('ECONNREFUSED');
    expectNoSecrets(error);
  });
});
