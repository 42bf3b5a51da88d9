/**
 * POST /api/payments/local/authenticate — the embedded processor's 3-D Secure-style challenge:
 * { client_secret, outcome: 'approve' | 'fail' } for a payment waiting for it (requires_action).
 */
import { LocalAuthenticateRequestSchema } from '@forecourt/schemas/checkout';
import { confirmAnswer, localCardRoute } from '@/lib/payments/local-route';

export const dynamic = 'force-dynamic';

export const POST = localCardRoute(LocalAuthenticateRequestSchema, async (local, body) => confirmAnswer(await local.authenticate(body.client_secret, body.outcome)));
