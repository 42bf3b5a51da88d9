/** The purchase routes' JSON bodies (lib/http/same-site-json.ts), in the journey's words. */
import { PURCHASE_MESSAGES } from '@forecourt/schemas/checkout';
import type { z } from 'zod';
import { readSameSiteJson, type SameSiteJson } from '@/lib/http/same-site-json';

export type PurchaseBody<T> = SameSiteJson<T>;

export const readPurchaseBody = <S extends z.ZodType>(request: Pick<Request, 'headers' | 'body'>, host: string, schema: S, limit: number) =>
  readSameSiteJson(request, host, schema, limit, PURCHASE_MESSAGES);
