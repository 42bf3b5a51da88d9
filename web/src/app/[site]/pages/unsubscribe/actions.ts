'use server';

/**
 * The unsubscribe form's server action: validates the address (zod), counts the request against the
 * client's limit, records the opt-out for the site the page belongs to and comes back to the page.
 * The answer is the same whether or not the address was known (nothing to learn by trying addresses).
 * Next checks that a server action is posted from the page's own origin.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { db } from '@/lib/db';
import { recordOptOut } from '@/lib/db/opt-outs';
import { overClientLimit } from '@/lib/http/client-limit';
import { content } from '@/lib/content';

const Email = z.email().max(254);
const UNSUBSCRIBE_LIMIT = { name: 'unsubscribe', max: 10, windowMs: 10 * 60_000 };

export async function unsubscribe(siteSlug: string, form: FormData): Promise<void> {
  const site = await content.site(siteSlug);
  if (!site) redirect('/');
  const raw = form.get('email');
  const email = Email.safeParse(typeof raw === 'string' ? raw.trim() : '');
  if (!email.success) redirect('/pages/unsubscribe?error=email');
  const database = await db();
  if (await overClientLimit(database, await headers(), UNSUBSCRIBE_LIMIT)) redirect('/pages/unsubscribe?error=busy');
  await recordOptOut(database, site.slug, email.data);
  redirect('/pages/unsubscribe?done=1');
}
