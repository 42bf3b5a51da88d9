/**
 * What the vehicle page shows, decided by the domain rules (never re-implemented here): display
 * state (display-state.ts), price (price.ts), tags (tags.ts), badges (badges.ts), buttons
 * (buttons.ts), phone (phone.ts), opening hours (opening-hours.ts) and the finance estimate
 * (finance-eligibility.ts + finance-calculator.ts). Pure: the same inputs give the same page on the
 * server and in tests.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { belowMarketSaving, showBelowMarketBadge } from '@/domain/badges';
import { vehicleActions, type VehicleActions } from '@/domain/buttons';
import { carDisplayState, type CarDisplayState } from '@/domain/display-state';
import { formatWholeDollars, isEnquireForFinance, vehicleFinanceEstimate } from '@/domain/finance-calculator';
import { financeEstimate } from '@/domain/finance-eligibility';
import { openStatus, type OpenStatus } from '@/domain/opening-hours';
import { callPhoneNumber, telHref } from '@/domain/phone';
import { priceDisplay, type PriceDisplay } from '@/domain/price';
import { vehicleTags, type VehicleTag } from '@/domain/tags';
import {
  INDICATIVE_NOTE,
  cardSpecs,
  vehicleHref,
  vehicleTitle,
  type CardSpec,
} from '@/components/search/results/card-model';
import type { FinanceSettings, Location, Site } from '@/lib/content/models';
import {
  ENQUIRE_ANCHOR,
  financeEnquiryPath,
  locationLink,
  makeAnOfferHref,
  testDrivePath,
  tradeInPath,
  whatsappHref,
  type LocationLink,
} from './links';
import { openSchedule, type OpenSchedule } from './open-intervals';

export interface GalleryImage {
  url: string;
  alt: string;
}

export interface FinanceStrip {
  /** 'From $143/week' */
  weekly: string;
  /** '7.82%' */
  comparisonRate: string | null;
  /** Term, deposit and the indicative-only wording (spec §9). */
  note: string;
  quotePath: string;
}

export interface PhoneInfo {
  number: string;
  tel: string;
  mode: Site['features']['phone_reveal'];
  /**
   * The phone-reveal record (spec §7) every Call button on the page sends: one object, so React
   * sends it once in the RSC payload however many buttons take it.
   */
  record: { car_id: string; dealership_id: string; website_id: string };
}

export interface VehiclePageModel {
  title: string;
  href: string;
  display: CarDisplayState;
  inStock: boolean;
  price: PriceDisplay;
  priceType?: string;
  tags: VehicleTag[];
  /** Dollars under the market average when the badge shows. */
  belowMarket?: number;
  specs: CardSpec[];
  images: GalleryImage[];
  location?: LocationLink;
  finance?: FinanceStrip;
  actions: VehicleActions;
  phone?: PhoneInfo;
  /** Logged by the caller (spec §8: no phone number is a console warning). */
  phoneWarning?: string;
  whatsapp?: string;
  /** The location's open status at `now`, when the car's location is known. */
  open?: OpenStatus;
  /** The coming week's open intervals, for the browser's re-check. */
  openSchedule?: OpenSchedule;
  links: {
    enquire: string;
    testDrive: string;
    finance: string;
    tradeIn: string;
    makeAnOffer: string;
  };
}

/** The gallery's images: every image, else the primary image or thumbnails; each with alt text. */
export function galleryImages(
  vehicle: Pick<Vehicle, 'images' | 'primary_image_url' | 'thumbnails'>,
  title: string,
): GalleryImage[] {
  const urls = vehicle.images.map((i) => i.url).filter(Boolean);
  if (urls.length === 0 && vehicle.primary_image_url) urls.push(vehicle.primary_image_url);
  if (urls.length === 0) urls.push(...(vehicle.thumbnails ?? []));
  const unique = [...new Set(urls)];
  return unique.map((url, i) => ({ url, alt: `${title}, photo ${i + 1} of ${unique.length}` }));
}

export function financeStrip(
  vehicle: Vehicle,
  site: Site,
  now: Date,
  price: PriceDisplay,
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>,
): FinanceStrip | undefined {
  if (price.kind !== 'price') return undefined;
  const estimate = financeEstimate(vehicle, site, { now, excludedDealerGroups: finance?.excludedDealerGroups });
  if (!estimate) return undefined;
  const figures = vehicleFinanceEstimate(estimate.entry, price.amount);
  if (figures.weekly === null || isEnquireForFinance(figures.weekly)) return undefined;
  const basis = `Based on a ${figures.termYears}-year loan with a ${formatWholeDollars(figures.deposit)} deposit${
    figures.interestRate ? ` at ${figures.interestRate} p.a.` : ''
  }${figures.comparisonRate ? ` (comparison rate ${figures.comparisonRate} p.a.)` : ''}.`;
  return {
    weekly: `From ${formatWholeDollars(figures.weekly)}/week`,
    comparisonRate: figures.comparisonRate,
    note: `${basis} ${INDICATIVE_NOTE}`,
    quotePath: financeEnquiryPath(vehicle),
  };
}

export function vehiclePageModel(
  vehicle: Vehicle,
  site: Site,
  location: Location | undefined,
  now: Date,
  /** The site's finance settings (content.financeSettings); without them no dealer group is excluded. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>,
): VehiclePageModel {
  const title = vehicleTitle(vehicle);
  const display = carDisplayState(vehicle);
  const inStock = display.kind === 'in_stock';
  const price = priceDisplay(vehicle, site);
  const actions = vehicleActions(vehicle, site, {
    now,
    compareRequiresUsedPricedWithImages: site.features.compare_requires_used_priced_with_images,
  });
  const call = callPhoneNumber(site, vehicle);
  const tel = call.phone ? telHref(call.phone) : null;
  const saving = showBelowMarketBadge(vehicle, site) ? belowMarketSaving(vehicle) : undefined;
  const priceType = price.kind === 'price' ? vehicle.price_type?.trim() : undefined;
  return {
    title,
    href: vehicleHref(vehicle),
    display,
    inStock,
    price,
    ...(priceType ? { priceType } : {}),
    tags: vehicleTags(vehicle, site, now),
    ...(saving !== undefined ? { belowMarket: saving } : {}),
    specs: cardSpecs(vehicle),
    images: galleryImages(vehicle, title),
    location: locationLink(vehicle, location),
    finance: inStock ? financeStrip(vehicle, site, now, price, finance) : undefined,
    actions,
    ...(call.phone && tel ? { phone: { number: call.phone, tel, mode: site.features.phone_reveal, record: { car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: site._id } } } : {}),
    ...(call.warning ? { phoneWarning: call.warning } : {}),
    ...(actions.buttons.includes('whatsapp')
      ? {
          whatsapp: whatsappHref(
            site.phones.whatsapp,
            `Hi, I'm interested in the ${title} (stock no. ${vehicle.stocknum}).`,
          ),
        }
      : {}),
    ...(location ? { open: openStatus(location, now), openSchedule: openSchedule(location, now) } : {}),
    links: {
      enquire: ENQUIRE_ANCHOR,
      testDrive: testDrivePath(vehicle),
      finance: financeEnquiryPath(vehicle),
      tradeIn: tradeInPath(vehicle),
      makeAnOffer: makeAnOfferHref(vehicle),
    },
  };
}
