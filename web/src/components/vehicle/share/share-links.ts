/**
 * Share row links (spec §4 share row, §8 "Share links throw an assertion error if url missing",
 * §9 share popup 550 by 400, Copied note 1500 ms, share toast 3000 ms).
 *
 * Pure builders: every link is built from the car's canonical URL, `${site.url}/cars/${slug}`. A site
 * without a url has no canonical address to share, so the builders throw (the row is not rendered).
 */

import { vehicleTitle } from '@/domain/vehicle-title';

export { COPIED_NOTE_MS, SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, SHARE_TOAST_MS, sharePopupFeatures } from './share-popup';

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export interface ShareLink {
  network: ShareNetwork;
  /** Visible text is an icon: this is the accessible name. */
  label: string;
  href: string;
  /** Facebook and Twitter open in a 550×400 popup window. */
  popup: boolean;
}

export class ShareUrlMissingError extends Error {
  constructor(what = 'share link') {
    super(`Cannot build a ${what}: the site has no url`);
    this.name = 'ShareUrlMissingError';
  }
}

function assertUrl(url: string | null | undefined, what?: string): string {
  const clean = url?.trim();
  if (!clean) throw new ShareUrlMissingError(what);
  return clean;
}

/** `https://dealer.example/cars/{slug}` — trailing slashes on the site url are dropped; throws without a site url. */
export function carShareUrl(siteUrl: string | null | undefined, slug: string): string {
  const base = assertUrl(siteUrl, 'car url').replace(/\/+$/, '');
  if (!slug.trim()) throw new Error('Cannot build a car url without a slug');
  return `${base}/cars/${encodeURIComponent(slug)}`;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${query({ u: assertUrl(url) })}`;
}

export function twitterShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?${query({ url: assertUrl(url), text })}`;
}

export function whatsappShareUrl(url: string, text: string): string {
  return `https://wa.me/?${query({ text: `${text} ${assertUrl(url)}` })}`;
}

/** mailto with subject and body; encodeURIComponent keeps spaces as %20 (mail clients read '+' literally). */
export function emailShareHref(url: string, carName: string, siteName: string): string {
  const subject = `${carName} at ${siteName}`;
  const body = `I thought you might like this ${carName} at ${siteName}:\n\n${assertUrl(url)}`;
  return `mailto:?${query({ subject, body })}`;
}

/** `sms:?&body=` is read by both iOS and Android messaging apps. */
export function smsShareHref(url: string, text: string): string {
  return `sms:?&body=${encodeURIComponent(`${text} ${assertUrl(url)}`)}`;
}

/** The car's name for share texts: the feed's name, else the vehicle title (domain/vehicle-title.ts). */
export function shareCarName(vehicle: { name: string; year: number; make: string; model: string; badge?: string | undefined }): string {
  const name = vehicle.name.trim();
  if (name) return name;
  return vehicleTitle(vehicle);
}

export function copiedToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

export interface ShareLinksInput {
  siteUrl: string | null | undefined;
  siteName: string;
  slug: string;
  carName: string;
  hideTwitter?: boolean;
}

/** The row's links in order: Facebook, Twitter/X (unless hidden), WhatsApp, email, SMS. Throws without a site url. */
export function shareLinks({ siteUrl, siteName, slug, carName, hideTwitter = false }: ShareLinksInput): { url: string; links: ShareLink[] } {
  const url = carShareUrl(siteUrl, slug);
  const text = `Check out this ${carName} at ${siteName}`;
  const links: ShareLink[] = [
    { network: 'facebook', label: `Share ${carName} on Facebook`, href: facebookShareUrl(url), popup: true },
    ...(hideTwitter ? [] : [{ network: 'twitter' as const, label: `Share ${carName} on X (Twitter)`, href: twitterShareUrl(url, text), popup: true }]),
    { network: 'whatsapp', label: `Share ${carName} on WhatsApp`, href: whatsappShareUrl(url, text), popup: false },
    { network: 'email', label: `Share ${carName} by email`, href: emailShareHref(url, carName, siteName), popup: false },
    { network: 'sms', label: `Share ${carName} by text message`, href: smsShareHref(url, text), popup: false },
  ];
  return { url, links };
}
