/** The trade-in routes' JSON bodies (lib/http/same-site-json.ts), in the wizard's words. */
import type { z } from 'zod';
import { readSameSiteJson, type SameSiteJson } from '@/lib/http/same-site-json';
import { TRADE_IN_MESSAGES } from './messages';

export type TradeInBody<T> = SameSiteJson<T>;

export const readTradeInBody = <S extends z.ZodType>(request: Pick<Request, 'headers' | 'body'>, host: string, schema: S, limit: number) =>
  readSameSiteJson(request, host, schema, limit, TRADE_IN_MESSAGES);
