/**
 * Which vehicle action buttons and controls show (spec §2 "Vehicle page", §4, §5, §6).
 *
 * Readings:
 * - A car that is not in stock shows only 'Find Me Something Similar' (display-state.ts); every other
 *   button below needs the car in stock.
 * - "Checkout is enabled for the car": the site's reserve feature is on, the car is in stock and it is
 *   not already reserved. Reserve and Online Purchase both need it, and both need a deposit that is not
 *   '$0' or none (site.features.reserve_deposit formatted as a price — so 0.40 is '$0' and hidden).
 * - Online Purchase "shows for some dealers, or for used cars and Kia/MG cars": with checkout enabled,
 *   it shows for every car on a site with features.online_purchase, and on other sites only for used
 *   cars and for Kia and MG cars (any car type).
 * - Trade-in: features.trade_in is the master switch; with it on, the button shows when the car passes
 *   the online-estimate check (trade-in.ts) or the site's valuation provider is an online one
 *   (ONLINE_VALUATION_PROVIDERS, case-insensitive), since that provider values any car. 'manual' (the
 *   dealer values trade-ins by hand) and 'none' enable nothing: such a site shows the button only for
 *   cars that pass the check.
 * - History report: features.history_report and a non-blank `file`.
 * - Compare and favourite are separate site features with the same car conditions: hidden when not in
 *   stock, and — where the site opts in (`compareRequiresUsedPricedWithImages`) — when the car is not
 *   used, its price is <= 0 or it has no images.
 * - Watchlist: features.watchlist; an in-stock car can be saved or removed; a car not in stock can only
 *   be removed if it is already saved (a sold car can be saved only if already saved), else hidden.
 * - Reserve goes to /cars/{slug}/checkout or /cars/{slug}/buy-online (features.checkout_path); Online
 *   Purchase goes to /checkout-journey?car_id={slug} (spec §2 route table).
 * - Make an Offer, chat, WhatsApp and Print follow their site features only (in stock).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { isInStock } from './display-state';
import { normaliseMake } from './names';
import { formatPrice } from './price';
import { isTradeInEligible } from './trade-in';

/** Makes whose cars can be bought online on any site that has checkout (spec §2). */
export const ONLINE_PURCHASE_MAKES: readonly string[] = ['Kia', 'MG'];

export type ButtonsVehicle = Pick<
  Vehicle,
  'slug' | 'status' | 'reserved' | 'car_type' | 'make' | 'price' | 'images' | 'file' | 'year' | 'build_date' | 'compliance_date' | 'km'
>;

export type ButtonsSite = Partial<Pick<Site, 'valuation_provider'>> & {
  features: Pick<
    Site['features'],
    | 'reserve'
    | 'reserve_deposit'
    | 'checkout_path'
    | 'online_purchase'
    | 'trade_in'
    | 'history_report'
    | 'compare'
    | 'favourites'
    | 'watchlist'
    | 'make_an_offer'
    | 'print'
    | 'chat'
    | 'whatsapp'
  >;
};

export interface ButtonsContext {
  now: Date;
  /** The car is already on this shopper's watchlist. */
  savedInWatchlist?: boolean;
  /** Per-dealer: compare/favourite only for used cars with a price above 0 and at least one image. */
  compareRequiresUsedPricedWithImages?: boolean;
}

export type VehicleButton =
  | 'find_similar'
  | 'enquire'
  | 'reserve'
  | 'online_purchase'
  | 'trade_in'
  | 'history_report'
  | 'make_an_offer'
  | 'chat'
  | 'whatsapp'
  | 'print';

export type WatchlistControl = 'hidden' | 'save' | 'saved';

export interface VehicleActions {
  /** Buttons in display order. */
  buttons: VehicleButton[];
  compare: boolean;
  favourite: boolean;
  watchlist: WatchlistControl;
  /** Where Reserve goes, when it shows. */
  checkoutPath?: string;
  /** Where Online Purchase goes, when it shows. */
  onlinePurchasePath?: string;
  /** The formatted deposit ('$200'), when Reserve or Online Purchase shows. */
  deposit?: string;
  /** The history report link, when it shows. */
  historyReportUrl?: string;
}

/** The deposit as shown ('$200'), or undefined when it is none or '$0'. */
export function reserveDeposit(site: { features: { reserve_deposit?: number | null } }): string | undefined {
  const amount = site.features.reserve_deposit;
  if (amount === undefined || amount === null || !Number.isFinite(amount)) return undefined;
  const text = formatPrice(amount);
  return text === '$0' || amount < 0 ? undefined : text;
}

/** The deposit in cents, as the payment takes it; undefined when no deposit is shown (none or '$0'). */
export function reserveDepositCents(site: { features: { reserve_deposit?: number | null } }): number | undefined {
  return reserveDeposit(site) === undefined ? undefined : Math.round(site.features.reserve_deposit! * 100);
}

export function isCheckoutEnabled(vehicle: Pick<ButtonsVehicle, 'status' | 'reserved'>, site: Pick<ButtonsSite, 'features'>): boolean {
  return site.features.reserve && isInStock(vehicle) && !vehicle.reserved;
}

export function showReserve(vehicle: ButtonsVehicle, site: ButtonsSite): boolean {
  return isCheckoutEnabled(vehicle, site) && reserveDeposit(site) !== undefined;
}

export function isOnlinePurchaseMake(vehicle: Pick<Vehicle, 'make'>): boolean {
  const make = normaliseMake(vehicle.make).toLowerCase();
  return ONLINE_PURCHASE_MAKES.some((m) => m.toLowerCase() === make);
}

export function showOnlinePurchase(vehicle: ButtonsVehicle, site: ButtonsSite): boolean {
  if (!showReserve(vehicle, site)) return false;
  return site.features.online_purchase || vehicle.car_type === 'used' || isOnlinePurchaseMake(vehicle);
}

export function checkoutPath(vehicle: Pick<Vehicle, 'slug'>, site: { features: Pick<Site['features'], 'checkout_path'> }): string {
  return `/cars/${encodeURIComponent(vehicle.slug)}/${site.features.checkout_path === 'buy-online' ? 'buy-online' : 'checkout'}`;
}

export function onlinePurchasePath(vehicle: Pick<Vehicle, 'slug'>): string {
  return `/checkout-journey?car_id=${encodeURIComponent(vehicle.slug)}`;
}

/**
 * The valuation providers that value a car online, whatever its age or kilometres (the site setting's
 * options are none, autograb and manual: a manual valuation is a person, not an online estimate).
 */
export const ONLINE_VALUATION_PROVIDERS: readonly string[] = ['autograb'];

export function valuationProviderEnabled(site: Partial<Pick<Site, 'valuation_provider'>>): boolean {
  const provider = site.valuation_provider?.trim().toLowerCase();
  return !!provider && ONLINE_VALUATION_PROVIDERS.includes(provider);
}

export function showTradeIn(vehicle: ButtonsVehicle, site: ButtonsSite, now: Date): boolean {
  return (
    site.features.trade_in &&
    isInStock(vehicle) &&
    (isTradeInEligible(vehicle, now) || valuationProviderEnabled(site))
  );
}

/** Where this platform serves the sample stock's history reports: /history-reports/{stock number}.pdf. */
export const HISTORY_REPORT_PATH = /^\/history-reports\/([A-Za-z0-9-]{1,40})\.pdf$/;

/**
 * A car's `file` that resolves (spec §5 "history report only if the car has a file"): a report the
 * platform itself serves (HISTORY_REPORT_PATH) or a report provider's https address. Anything else
 * (a bare file name, another scheme, a path nothing answers) would be a dead button.
 */
export function historyReportResolves(file: string | null | undefined): boolean {
  const value = file?.trim();
  if (!value) return false;
  if (HISTORY_REPORT_PATH.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function showHistoryReport(vehicle: ButtonsVehicle, site: ButtonsSite): boolean {
  return site.features.history_report && isInStock(vehicle) && historyReportResolves(vehicle.file);
}

/** The car conditions shared by the compare and favourite controls (feature flags aside). */
export function comparableCar(
  vehicle: Pick<ButtonsVehicle, 'status' | 'car_type' | 'price' | 'images'>,
  compareRequiresUsedPricedWithImages = false,
): boolean {
  if (!isInStock(vehicle)) return false;
  if (!compareRequiresUsedPricedWithImages) return true;
  return vehicle.car_type === 'used' && vehicle.price > 0 && vehicle.images.length > 0;
}

export function showCompare(vehicle: ButtonsVehicle, site: ButtonsSite, compareRequiresUsedPricedWithImages = false): boolean {
  return site.features.compare && comparableCar(vehicle, compareRequiresUsedPricedWithImages);
}

export function showFavourite(vehicle: ButtonsVehicle, site: ButtonsSite, compareRequiresUsedPricedWithImages = false): boolean {
  return site.features.favourites && comparableCar(vehicle, compareRequiresUsedPricedWithImages);
}

/** Whether any of a car's saving buttons (favourite, compare, watchlist) can show on the site at all. */
export function siteSavesCars(site: { features: Pick<ButtonsSite['features'], 'favourites' | 'compare' | 'watchlist'> }): boolean {
  return site.features.favourites || site.features.compare || site.features.watchlist;
}

export function watchlistControl(vehicle: Pick<Vehicle, 'status'>, site: { features: Pick<ButtonsSite['features'], 'watchlist'> }, savedInWatchlist = false): WatchlistControl {
  if (!site.features.watchlist) return 'hidden';
  if (savedInWatchlist) return 'saved';
  return isInStock(vehicle) ? 'save' : 'hidden';
}

export function vehicleActions(vehicle: ButtonsVehicle, site: ButtonsSite, context: ButtonsContext): VehicleActions {
  const strict = context.compareRequiresUsedPricedWithImages ?? false;
  const actions: VehicleActions = {
    buttons: [],
    compare: showCompare(vehicle, site, strict),
    favourite: showFavourite(vehicle, site, strict),
    watchlist: watchlistControl(vehicle, site, context.savedInWatchlist),
  };
  if (!isInStock(vehicle)) {
    actions.buttons.push('find_similar');
    return actions;
  }

  const buttons = actions.buttons;
  buttons.push('enquire');
  if (showReserve(vehicle, site)) {
    buttons.push('reserve');
    actions.checkoutPath = checkoutPath(vehicle, site);
    actions.deposit = reserveDeposit(site);
  }
  if (showOnlinePurchase(vehicle, site)) {
    buttons.push('online_purchase');
    actions.onlinePurchasePath = onlinePurchasePath(vehicle);
  }
  if (showTradeIn(vehicle, site, context.now)) buttons.push('trade_in');
  if (showHistoryReport(vehicle, site)) {
    buttons.push('history_report');
    actions.historyReportUrl = vehicle.file?.trim();
  }
  if (site.features.make_an_offer) buttons.push('make_an_offer');
  if (site.features.chat) buttons.push('chat');
  if (site.features.whatsapp) buttons.push('whatsapp');
  if (site.features.print) buttons.push('print');
  return actions;
}
