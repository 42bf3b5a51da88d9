/**
 * Who is signed in: `currentUser(site)` for server components and pages (reads `cookies()` and
 * `headers()` from next/headers), `requestUser(request, site)` for route handlers. Both answer the
 * account of a live session of THIS site, or undefined; a database failure is thrown (DatabaseError),
 * not taken for "signed out".
 */
import 'server-only';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { db, type Database } from '@/lib/db';
import { cookieRequest, secureCookies, sessionTokenFrom, type CookieSource } from './cookies';
import { sessionUser } from './sessions';

export interface AccountUser {
  id: string;
  /** E.164 */
  phone: string;
}

type SiteRef = string | { slug: string };

const slugOf = (site: SiteRef) => (typeof site === 'string' ? site : site.slug);

async function userFor(
  jar: CookieSource,
  headerBag: Pick<Headers, 'get'>,
  url: string | URL | undefined,
  site: SiteRef,
  database?: Database,
): Promise<AccountUser | undefined> {
  const token = sessionTokenFrom(jar, secureCookies(cookieRequest(headerBag, url)));
  if (!token) return undefined;
  const user = await sessionUser(database ?? (await db()), slugOf(site), token);
  return user && { id: user.userId, phone: user.phone };
}

/** The signed-in shopper of this request (server components). */
export async function currentUser(site: SiteRef): Promise<AccountUser | undefined> {
  const [jar, headerBag] = await Promise.all([cookies(), headers()]);
  return userFor(jar, headerBag, undefined, site);
}

/** The signed-in shopper of this request (route handlers); pass `database` when you already have it. */
export async function requestUser(
  request: NextRequest,
  site: SiteRef,
  database?: Database,
): Promise<AccountUser | undefined> {
  return userFor(request.cookies, request.headers, request.nextUrl, site, database);
}
