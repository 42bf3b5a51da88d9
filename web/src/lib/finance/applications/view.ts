/**
 * What the dealer's protected view (/finance-applications/{id}?expires=…&sig=…) may show: the
 * application, opened, only for a well-formed unexpired link signed for this site and id, an
 * application of this site, and sealed details that open with this server's key. Anything else is
 * undefined — the page answers a plain 404 and says nothing about which check failed.
 */
import { z } from 'zod';
import { financeApplicationById } from '@/lib/db/finance-applications';
import { leadById } from '@/lib/db/leads';
import type { Database } from '@/lib/db/open';
import { carTitle, CarSnapshot } from '@/lib/leads/delivery/lead';
import type { FinanceApplicationKeys } from './keys';
import { open } from './seal';
import { isApplicationId, verifyViewLink } from './view-link';

/** The sealed document read leniently: a value of an unexpected shape is shown as text, never a crash. */
const Sealed = z.object({
  version: z.literal(1),
  application: z.record(z.string(), z.unknown()),
  consent: z.object({
    provider: z.string(),
    credit_enquiry_text: z.string(),
    privacy_acknowledgement_text: z.string(),
    given_at: z.string(),
  }),
});

export interface ApplicationForView {
  id: string;
  leadId: string;
  receivedAt: Date;
  creditEnquiryConsentAt: Date;
  /** When the link that opened it stops working. */
  linkExpiresAt: Date;
  application: Record<string, unknown>;
  consent: z.infer<typeof Sealed>['consent'];
  /** The car as it was when the application came in, when it was about one of the site's cars. */
  carTitle?: string;
  stocknum?: string;
}

export interface ViewRequest {
  site: string;
  id: string;
  /** The query's values as Next gives them (a repeated parameter is a list: refused). */
  expires: unknown;
  sig: unknown;
}

export async function applicationForView(
  { db, keys, now = new Date(), log = console }: { db: Database; keys: FinanceApplicationKeys; now?: Date; log?: Pick<Console, 'error'> },
  { site, id, expires, sig }: ViewRequest,
): Promise<ApplicationForView | undefined> {
  if (!isApplicationId(id)) return undefined;
  if (!verifyViewLink(keys.link, { site, id }, { expires, sig }, now)) return undefined;
  const row = await financeApplicationById(db, site, id);
  if (!row) return undefined;
  const sealed = Sealed.safeParse(open(keys.seal, { site, id }, row.sealed));
  if (!sealed.success) {
    // A valid link to a row that does not open: the key changed or the row was altered. The dealer
    // sees a 404 like any bad link; the operator needs to know.
    log.error(`[finance-applications] ${site}: application ${id} does not open with this server's key`);
    return undefined;
  }
  const lead = await leadById(db, site, row.leadId);
  const car = lead?.car ? CarSnapshot.safeParse(lead.car) : undefined;
  const title = car?.success ? carTitle(car.data) : undefined;
  return {
    id: row.id,
    leadId: row.leadId,
    receivedAt: row.createdAt,
    creditEnquiryConsentAt: row.creditEnquiryConsentAt,
    linkExpiresAt: new Date(Number(expires) * 1000),
    application: sealed.data.application,
    consent: sealed.data.consent,
    ...(title ? { carTitle: title } : {}),
    ...(car?.success && car.data.stocknum ? { stocknum: car.data.stocknum } : {}),
  };
}
