/**
 * The stylesheet's icon sprite (components/ui/icon-set.ts), at the one address icons.css names:
 * `/media/icons/<version>.svg`. Its version is its content's hash, so it is cached for good; any
 * other name is a 404.
 */
import { iconSprite, iconSpritePath } from '@/components/ui/icon-set';
import { MEDIA_CSP } from '@/lib/http/security-headers';

export async function GET(_request: Request, { params }: RouteContext<'/media/icons/[file]'>) {
  if (`/media/icons/${(await params).file}` !== iconSpritePath())
    return new Response('Not found', { status: 404 });
  return new Response(iconSprite(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': MEDIA_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}
