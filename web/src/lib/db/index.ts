/**
 * The database module (server only): `db()` gives the process's database; repositories take it as
 * their first argument, so tests pass their own (see open.ts). Only this module imports drizzle,
 * PGlite and pg.
 */
import 'server-only';

export { db } from './client';
export { DatabaseError } from './errors';
export type { Database } from './open';
export { recordVehicleView, vehicleViewCount } from './vehicle-views';
export { recordPhoneReveal, phoneRevealCount, type PhoneReveal } from './phone-reveals';
export { insertLead, leadById, leadDeliveries, leadsForSite, type InsertLeadResult, type LeadDelivery } from './leads';
export { hitRateLimit, rateLimitWindow } from './rate-limits';
export { recordTrackingEvent, trackingEventCount, trackingEventCounts, type TrackingEvent } from './tracking-events';
export { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery, type ClaimOptions, type MarkFailedOptions } from './outbox';
