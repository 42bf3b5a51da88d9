/**
 * Serves the sample content's images (tenants/media) at /media/content/<file> — the URLs the sample
 * `sanity.imageAsset` documents carry. With a real Sanity project, images come from Sanity's CDN instead.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDir } from '@forecourt/tenants';
import { own } from '@forecourt/schemas/own';
import { MEDIA_CSP } from '@/lib/http/security-headers';

const FILE = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*\.(svg|png|jpg|webp)$/;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export async function GET(_request: Request, { params }: RouteContext<'/media/content/[file]'>) {
  const { file } = await params;
  const match = FILE.exec(file);
  if (!match) return new Response('Not found', { status: 404 });
  const dir = path.join(path.dirname(contentDir()), 'media');
  try {
    const body = await readFile(/*turbopackIgnore: true*/ path.join(dir, file));
    return new Response(body, {
      headers: {
        'content-type': own(TYPES, match[1]!)!,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        // SVGs are served as images only: no scripts even if someone opens one directly.
        'content-security-policy': MEDIA_CSP,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
