/**
 * Error text for logs and the outbox's `last_error`: the message and its cause (fetch and nodemailer
 * put the useful part — ECONNREFUSED, the server's reply — there), without personal data. A mail
 * server's refusal often quotes the address ("550 <jo@example.com>: no such user"), so addresses are
 * masked; URLs lose their query strings (CRM tokens live there).
 */
const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[A-Za-z]{2,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g;

export function redact(text: string): string {
  return text.replace(EMAIL, '[address]').replace(URL_QUERY, '$1?[…]');
}

export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      const response = (current as { response?: unknown }).response;
      parts.push(
        [typeof code === 'string' ? code : undefined, current.message, typeof response === 'string' && !current.message.includes(response) ? response : undefined]
          .filter(Boolean)
          .join(' '),
      );
      current = current.cause;
    } else {
      parts.push(typeof current === 'string' || typeof current === 'number' ? String(current) : 'Unknown error');
      break;
    }
  }
  return redact(parts.filter(Boolean).join(' <- ') || 'Unknown error').slice(0, 500);
}
