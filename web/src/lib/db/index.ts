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
export { insertLead, leadById, leadDeliveries, leadsByPhone, leadsForSite, type InsertLeadResult, type LeadDelivery } from './leads';
export { hitRateLimit, rateLimitWindow } from './rate-limits';
export { recordTrackingEvent, trackingEventCount, trackingEventCounts, type TrackingEvent } from './tracking-events';
export { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery, type ClaimOptions, type MarkFailedOptions } from './outbox';
export { priceAlertsOf, setPriceAlerts, upsertUser, userById, userByPhone } from './users';
export {
  insertSession,
  liveSessionByTokenHash,
  pruneSessions,
  revokeSessionByTokenHash,
  revokeUserSessions,
  touchSession,
  type LiveSession,
  type NewSession,
} from './sessions';
export {
  consumeSignInCode,
  deleteSignInCode,
  insertSignInCode,
  invalidateOtherSignInCodes,
  latestSignInCode,
  lockSignInCode,
  pruneSignInCodes,
  signInCodeById,
  spendSignInAttempt,
  type NewSignInCode,
} from './sign-in-codes';
export { removeFromWatchlist, saveToWatchlist, watchlistCarIds, watchlistEntries, watchlistEntry, type SaveToWatchlist } from './watchlist';
export { ACCOUNT_FAVOURITES_LIMIT, favouritesOf, mergeFavourites, removeFavourite, type StoredFavourite } from './favourites';
export { latestWatchedCarPrice, watchedCarIds, watchedCarPriceHistory, watchedSites, type WatchedCarStatus } from './watched-car-prices';
export {
  claimDueAlerts,
  markAlertFailed,
  markAlertSent,
  recordSighting,
  watchAlertsOf,
  type CarSighting,
  type ClaimedAlert,
  type NewWatchAlert,
  type Watcher,
} from './watch-alerts';
export { dealOfUser, draftDeal, draftsOfUser, heldReservationOfDeal, latestDeal, saveDraft, submitDeal, type DraftChange, type DraftKey, type SubmitDealResult } from './purchase-deals';
