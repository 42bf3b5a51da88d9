/**
 * Sanity webhook: refreshes the cached content of the site a document belongs to. Signed with
 * SANITY_REVALIDATE_SECRET; host-independent (excluded from the proxy), since Sanity calls one URL.
 */
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { env } from '@/env';
import { tagsToRevalidate, WebhookBody } from '@/lib/content/revalidate';

export async function POST(request: NextRequest) {
  if (!env.SANITY_REVALIDATE_SECRET) {
    return NextResponse.json({ error: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET is unset).' }, { status: 503 });
  }
  let parsed: Awaited<ReturnType<typeof parseBody>>;
  try {
    parsed = await parseBody(request, env.SANITY_REVALIDATE_SECRET, true);
  } catch {
    return NextResponse.json({ error: 'The body is not valid JSON.' }, { status: 400 });
  }
  if (!parsed.isValidSignature) return NextResponse.json({ error: 'Invalid signature.' }, { status: 401 });
  const body = WebhookBody.safeParse(parsed.body);
  if (!body.success) {
    return NextResponse.json({ error: 'Expected {_type, site} from the webhook projection.' }, { status: 400 });
  }
  const tags = tagsToRevalidate(body.data);
  for (const tag of tags) revalidateTag(tag, 'max');
  return NextResponse.json({ revalidated: tags });
}
