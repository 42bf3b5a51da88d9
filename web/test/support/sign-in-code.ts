/**
 * The six-digit sign-in code last texted to a number on a site, read from the local SMS outbox (the
 * embedded SMS transport's folder, <DATA_DIR>/sms): the browser tests and the page bench sign in with it.
 */
import { latestSmsTo } from '@/lib/sms/outbox';

export async function waitForSignInCode(smsDir: string, site: string, e164: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = await latestSmsTo(smsDir, site, e164);
    if (message && message.createdAt.getTime() >= after) {
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code for ${e164} on ${site}`);
}
