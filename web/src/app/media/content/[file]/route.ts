/**
 * Serves the sample content's images (tenants/media) at /media/content/<file> — the URLs the sample
 * `sanity.imageAsset` documents carry. With a real Sanity project, images come from Sanity's CDN instead.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDir } from '@forecourt/tenants';
import { own } from '@forecourt/schemas/own';
import { mediaResponse } from '@/lib/http/media-response';

const FILE = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*\.(svg|png|jpg|webp)$/;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export async function GET(_request: Request, { params }: RouteContext<'/media/content/[file]'>) {
  const { file } = await params;
  const match = FILE.exec(file);
  if (!match) return new Response('Not found', { status: 404 });
  const dir = path.join(path.dirname(contentDir()), 'media');
  try {
    const body = await readFile(/*turbopackIgnore: true*/ path.join(dir, file));
    // The sample's files can change between deployments: a day, then revalidated.
    return mediaResponse(body, { type: own(TYPES, match[1]!)!, cacheControl: 'public, max-age=86400, stale-while-revalidate=604800' });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
