/**
 * A local stand-in for the valuation provider's API (AutoGrab's REST v2, as provider.ts describes it),
 * for tests: node:http on a loopback port, not used by the app. It checks what the real one checks —
 * the `ApiKey` header first (401), then the route (404 for an unknown one), `region=au` (400) — and
 * answers from a small catalogue: registrations by (plate, state), a plain-text search by words, and
 * predictions by vehicle id. `answer` makes it answer one of the failures the adapter must handle.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { own } from '@forecourt/schemas/own';

export interface ProviderVehicle {
  id: string;
  year: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  body_type: string | null;
  transmission_type: string | null;
  fuel_type: string | null;
  title: string;
  region: 'au';
}

export type ProviderAnswer =
  | 'normal'
  /** 401 even with the right key (a revoked key). */
  | 'unauthorized'
  /** 500 with an HTML page, as a proxy in front of the API answers. */
  | 'server-error'
  /** HTTP 200 whose body is not JSON. */
  | 'not-json'
  /** HTTP 200, JSON, but not the documented shape. */
  | 'wrong-shape'
  /** HTTP 200 with { success: false }. */
  | 'unsuccessful'
  /** Reads the request and never answers (the client's timeout must fire). */
  | 'hang'
  /** Predictions without `bounds.trade` (the adapter scales the retail bounds). */
  | 'retail-bounds-only'
  /** Unknown registrations answer 200 with a null vehicle instead of 404. */
  | 'null-vehicle'
  | { status: number; body: string; headers?: Record<string, string> };

export interface ProviderRequestRecord {
  method: string | undefined;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
}

export interface TestProvider {
  /** The base URL to give the adapter (what https://api.autograb.com.au is in production). */
  url: string;
  apiKey: string;
  received: ProviderRequestRecord[];
  answer: ProviderAnswer;
  reset(): void;
  close(): Promise<void>;
}

const vehicle = (
  id: string,
  year: number,
  make: string,
  model: string,
  badge: string,
  body: string,
  transmission: string,
  fuel: string,
): ProviderVehicle => ({
  id,
  year: String(year),
  make,
  model,
  badge,
  series: null,
  body_type: body,
  transmission_type: transmission,
  fuel_type: fuel,
  title: `${year} ${make} ${model} ${badge} ${transmission}`,
  region: 'au',
});

/** The catalogue, with the retail price each prediction starts from. */
export const PROVIDER_CATALOGUE: readonly { vehicle: ProviderVehicle; retail: number }[] = [
  { vehicle: vehicle('5804870883868672', 2023, 'Toyota', 'RAV4', 'GX', 'Wagon', 'Automatic', 'Petrol'), retail: 38_000 },
  { vehicle: vehicle('5233518187642880', 2022, 'Mazda', 'CX-5', 'Maxx Sport', 'Wagon', 'Automatic', 'Petrol'), retail: 32_000 },
  // A badge our schema refuses ('|'): the adapter must drop it, not the car.
  { vehicle: vehicle('6001', 2024, 'Kia', 'Sportage', 'S | Special', 'Wagon', 'Automatic', 'Petrol'), retail: 36_000 },
];

/** Registrations: `${plate}|${state}` → vehicle id. */
export const PROVIDER_REGISTRATIONS: Readonly<Record<string, string>> = {
  'ABC123|NSW': '5804870883868672',
  '1XYZ999|WA': '6001',
};

/** The trade prediction the stand-in gives for a catalogue car at `kms`. */
export function predictedTrade(retail: number, kms: number): { retail: number; trade: number } {
  const atKms = Math.round(retail * Math.max(0.5, 1 - kms / 1_000_000));
  return { retail: atKms, trade: Math.round(atKms * 0.8) };
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export async function startProviderServer({ apiKey = 'TEST-VALUATION-KEY-0123456789' } = {}): Promise<TestProvider> {
  const state: TestProvider = {
    url: '',
    apiKey,
    received: [],
    answer: 'normal',
    reset() {
      state.received = [];
      state.answer = 'normal';
    },
    close: () => Promise.resolve(),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://provider.test');
      const query = Object.fromEntries(url.searchParams);
      const json = parseJson(body);
      state.received.push({ method: req.method, path: url.pathname, query, headers: req.headers, body, json });

      const answer = state.answer;
      if (answer === 'hang') return;
      if (typeof answer === 'object') {
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      if (req.headers.apikey !== apiKey || answer === 'unauthorized') {
        return reply(res, 401, { error: true, message: 'Unauthorized' });
      }
      if (answer === 'server-error') {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      if (answer === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
        return;
      }
      if (answer === 'wrong-shape') return reply(res, 200, { success: true, result: [] });
      if (answer === 'unsuccessful') return reply(res, 200, { success: false, vehicle: null, vehicles: [] });
      if (query.region !== 'au' && (json as { region?: unknown } | undefined)?.region !== 'au') {
        return reply(res, 400, { error: true, message: 'A region is required' });
      }

      const registration = /^\/v2\/vehicles\/registrations\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && registration) {
        const id = own(PROVIDER_REGISTRATIONS, `${registration[1]}|${query.state}`);
        const car = PROVIDER_CATALOGUE.find((c) => c.vehicle.id === id)?.vehicle;
        if (car) return reply(res, 200, { success: true, vehicle: car, upstream_vehicle: { vin: null } });
        if (answer === 'null-vehicle') return reply(res, 200, { success: true, vehicle: null });
        return reply(res, 404, { error: true, message: 'Vehicle not found' });
      }
      if (req.method === 'GET' && url.pathname === '/v2/vehicles') {
        const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const hits = PROVIDER_CATALOGUE.map((c) => c.vehicle).filter((v) =>
          [v.year, v.make, v.model].every((w) => words.includes(w.toLowerCase())),
        );
        const vehicles = hits.slice(0, Number(query.count ?? 10));
        return reply(res, 200, { success: true, total: hits.length, confidence: 'high', vehicles });
      }
      if (req.method === 'POST' && url.pathname === '/v2/valuations/predict') {
        const request = json as { vehicle_id?: unknown; kms?: unknown } | undefined;
        const entry = PROVIDER_CATALOGUE.find((c) => c.vehicle.id === request?.vehicle_id);
        if (!entry) return reply(res, 404, { error: true, message: 'Vehicle not found' });
        const kms = typeof request?.kms === 'number' ? request.kms : 60_000;
        const { retail, trade } = predictedTrade(entry.retail, kms);
        const retailBounds = { lower: Math.round(retail * 0.95), upper: Math.round(retail * 1.05) };
        const tradeBounds = { lower: Math.round(trade * 0.95), upper: Math.round(trade * 1.05) };
        return reply(res, 200, {
          success: true,
          prediction: {
            id: 'pricing-1',
            vehicle_id: entry.vehicle.id,
            created_at: '2026-06-01T00:00:00.000Z',
            kms,
            price: retail,
            score: 0.91,
            retail_price: retail,
            trade_price: trade,
          },
          bounds: answer === 'retail-bounds-only' ? { retail: retailBounds } : { retail: retailBounds, trade: tradeBounds },
        });
      }
      return reply(res, 404, { error: true, message: 'Not found' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
