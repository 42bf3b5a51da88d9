/**
 * The stylesheet's icon sprite (components/ui/icon-set.ts), at the one address icons.css names:
 * `/media/icons/<version>.svg`. Its version is its content's hash, so it is cached for good; any
 * other name is a 404.
 */
import { iconSprite, iconSpritePath } from '@/components/ui/icon-set';
import { mediaResponse } from '@/lib/http/media-response';

export async function GET(_request: Request, { params }: RouteContext<'/media/icons/[file]'>) {
  if (`/media/icons/${(await params).file}` !== iconSpritePath())
    return new Response('Not found', { status: 404 });
  return mediaResponse(iconSprite(), { type: 'image/svg+xml; charset=utf-8' });
}
