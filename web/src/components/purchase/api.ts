/** The journey's requests: saving a step, submitting the deal, and asking after the deposit. */
import {
  PurchaseDealViewSchema,
  PurchaseSubmitAnswerSchema,
  ReservationViewSchema,
  type PurchaseDealView,
  type PurchaseStep,
  type PurchaseSubmitAnswer,
  type ReservationView,
} from '@forecourt/schemas/checkout';

export type Refused = { ok: false; status: number; error: string; fields?: Record<string, string> };

const NETWORK = 'We could not reach the dealer just now. Please check your connection and try again.';

async function send(url: string, method: 'PUT' | 'POST', body: unknown): Promise<{ status: number; json: Record<string, unknown> } | undefined> {
  try {
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    let json: Record<string, unknown> = {};
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      // An answer without JSON (a proxy's error page): the status says enough.
    }
    return { status: response.status, json };
  } catch {
    return undefined;
  }
}

function refused(status: number, json: Record<string, unknown>): Refused {
  const fields = json.fields && typeof json.fields === 'object' ? (json.fields as Record<string, string>) : undefined;
  return { ok: false, status, error: typeof json.error === 'string' ? json.error : 'Something went wrong. Please try again.', ...(fields ? { fields } : {}) };
}

export async function saveStep(carId: string, step: PurchaseStep, data: unknown): Promise<{ ok: true; view: PurchaseDealView } | Refused> {
  const answer = await send('/api/purchase-deals', 'PUT', { car_id: carId, step, data });
  if (!answer) return { ok: false, status: 0, error: NETWORK };
  const view = PurchaseDealViewSchema.safeParse(answer.json);
  if (answer.status < 300 && view.success) return { ok: true, view: view.data };
  return refused(answer.status, answer.json);
}

export async function submitDeal(dealId: string): Promise<{ ok: true; answer: PurchaseSubmitAnswer } | Refused> {
  const answer = await send(`/api/purchase-deals/${encodeURIComponent(dealId)}/submit`, 'POST', {});
  if (!answer) return { ok: false, status: 0, error: NETWORK };
  const parsed = PurchaseSubmitAnswerSchema.safeParse(answer.json);
  if (answer.status < 300 && parsed.success) return { ok: true, answer: parsed.data };
  return refused(answer.status, answer.json);
}

export async function reservationStatus(id: string): Promise<ReservationView | undefined> {
  try {
    const response = await fetch(`/api/reservations/${encodeURIComponent(id)}`, { cache: 'no-store' });
    const parsed = ReservationViewSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
