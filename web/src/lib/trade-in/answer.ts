/** The trade-in routes' JSON answers: lib/http/answer-json.ts, shared with the online purchase's routes. */
import 'server-only';
import { answerJson } from '@/lib/http/answer-json';
import type { TradeInBody } from './request-body';

export { answerJson };

/** A body the reader refused (403, 413, 415, 400 with one message per field). */
export const refusedBody = (body: Extract<TradeInBody<unknown>, { ok: false }>): Response => answerJson(body);
