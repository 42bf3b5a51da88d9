/**
 * GET /history-reports/{stock number}.pdf — the history report a sample car's `file` links
 * (lib/vehicle-history). Only for a car of this site shown on its website whose `file` is exactly
 * this address; anything else is a 404.
 */
import type { NextRequest } from 'next/server';
import { HISTORY_REPORT_PATH } from '@/domain/buttons';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { EMPTY_QUERY, searchEngine, searchStock } from '@/lib/search';
import { historyReportPdf } from '@/lib/vehicle-history/report';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'There is no history report at this address.';

export async function GET(request: NextRequest, context: RouteContext<'/[site]/history-reports/[file]'>): Promise<Response> {
  const { file } = await context.params;
  return siteRoute(async ({ site }) => {
    const path = `/history-reports/${file}`;
    const stocknum = HISTORY_REPORT_PATH.exec(path)?.[1];
    if (!stocknum) return jsonError(404, NOT_FOUND);
    // The stock number is searchable text; the car is the hit whose file is this very address.
    const result = await searchStock(await searchEngine(), site, { ...EMPTY_QUERY, query: stocknum }, { now: new Date(), facets: [] });
    const vehicle = result.hits.find((v) => v.stocknum === stocknum && v.file?.trim() === path);
    if (!vehicle) return jsonError(404, NOT_FOUND);
    const bytes = await historyReportPdf(vehicle, site, new Date());
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="history-${stocknum}.pdf"`,
        'content-length': String(bytes.byteLength),
        'cache-control': 'public, max-age=0, s-maxage=300',
        'x-robots-tag': 'noindex',
      },
    });
  })(request, context);
}
