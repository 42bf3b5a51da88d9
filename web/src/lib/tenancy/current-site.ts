import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { content, type Site } from '@/lib/content';

/** The site a request was routed to (the proxy put its slug in the path), or a 404. */
export const loadSite = cache(async (slug: string): Promise<Site> => {
  const site = await content.site(slug);
  if (!site) notFound();
  return site;
});
