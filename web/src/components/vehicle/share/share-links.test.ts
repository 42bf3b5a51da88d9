import { describe, expect, it } from 'vitest';
import {
  COPIED_NOTE_MS,
  SHARE_TOAST_MS,
  ShareUrlMissingError,
  carShareUrl,
  copiedToastText,
  emailShareHref,
  facebookShareUrl,
  shareCarName,
  shareLinks,
  sharePopupFeatures,
  smsShareHref,
  twitterShareUrl,
  whatsappShareUrl,
} from './share-links';

const URL_ = 'https://www.dealer.example/cars/2023-toyota-rav4-gxl-hbt123';

describe('carShareUrl', () => {
  it('is the site url + /cars/{slug}, without doubled slashes', () => {
    expect(carShareUrl('https://www.dealer.example', '2023-toyota-rav4-gxl-hbt123')).toBe(URL_);
    expect(carShareUrl('https://www.dealer.example//', '2023-toyota-rav4-gxl-hbt123')).toBe(URL_);
  });

  it('throws without a site url (spec §8 assertion)', () => {
    expect(() => carShareUrl(undefined, 'x')).toThrow(ShareUrlMissingError);
    expect(() => carShareUrl(null, 'x')).toThrow(/no url/);
    expect(() => carShareUrl('  ', 'x')).toThrow(ShareUrlMissingError);
    expect(() => carShareUrl('https://a.example', ' ')).toThrow(/slug/);
  });
});

describe('share URLs', () => {
  it('encode the car URL and text as query values', () => {
    const fb = new URL(facebookShareUrl(URL_));
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(fb.searchParams.get('u')).toBe(URL_);
    expect(facebookShareUrl('https://a.example/cars/x?y=1&z=2')).toContain('u=https%3A%2F%2Fa.example%2Fcars%2Fx%3Fy%3D1%26z%3D2');

    const tw = new URL(twitterShareUrl(URL_, 'Check out this 2023 Toyota RAV4 & more #1'));
    expect(tw.searchParams.get('url')).toBe(URL_);
    expect(tw.searchParams.get('text')).toBe('Check out this 2023 Toyota RAV4 & more #1');

    const wa = new URL(whatsappShareUrl(URL_, 'Look'));
    expect(wa.origin).toBe('https://wa.me');
    expect(wa.searchParams.get('text')).toBe(`Look ${URL_}`);
  });

  it('mailto has an encoded subject and body (%20, never +)', () => {
    const href = emailShareHref(URL_, '2023 Toyota RAV4 GXL', 'Harbour Toyota & Co');
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('2023 Toyota RAV4 GXL at Harbour Toyota & Co');
    expect(params.get('body')).toBe(`I thought you might like this 2023 Toyota RAV4 GXL at Harbour Toyota & Co:\n\n${URL_}`);
  });

  it('sms has an encoded body', () => {
    const href = smsShareHref(URL_, 'Look at this & that');
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(`Look at this & that ${URL_}`);
  });

  it('every builder throws on a missing url', () => {
    expect(() => facebookShareUrl('')).toThrow(ShareUrlMissingError);
    expect(() => twitterShareUrl('', 't')).toThrow(ShareUrlMissingError);
    expect(() => whatsappShareUrl('', 't')).toThrow(ShareUrlMissingError);
    expect(() => emailShareHref('', 'c', 's')).toThrow(ShareUrlMissingError);
    expect(() => smsShareHref('', 't')).toThrow(ShareUrlMissingError);
  });
});

describe('shareLinks', () => {
  const input = { siteUrl: 'https://www.dealer.example', siteName: 'Dealer', slug: '2023-toyota-rav4-gxl-hbt123', carName: '2023 Toyota RAV4 GXL' };

  it('lists Facebook, Twitter, WhatsApp, email and SMS; only Facebook and Twitter are popups', () => {
    const { url, links } = shareLinks(input);
    expect(url).toBe(URL_);
    expect(links.map((l) => l.network)).toEqual(['facebook', 'twitter', 'whatsapp', 'email', 'sms']);
    expect(links.filter((l) => l.popup).map((l) => l.network)).toEqual(['facebook', 'twitter']);
    for (const link of links) expect(link.label).toContain('2023 Toyota RAV4 GXL');
  });

  it('leaves Twitter out when the site hides it', () => {
    expect(shareLinks({ ...input, hideTwitter: true }).links.map((l) => l.network)).toEqual(['facebook', 'whatsapp', 'email', 'sms']);
  });

  it('throws without a site url', () => {
    expect(() => shareLinks({ ...input, siteUrl: undefined })).toThrow(ShareUrlMissingError);
  });
});

describe('constants and texts', () => {
  it('popup is 550 by 400 and centred on the window', () => {
    expect(sharePopupFeatures()).toBe('popup=yes,width=550,height=400,left=0,top=0');
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1250, height: 900 })).toBe('popup=yes,width=550,height=400,left=450,top=300');
    expect(sharePopupFeatures({ left: 0, top: 0, width: 300, height: 300 })).toContain('left=0,top=0');
  });

  it('Copied note 1.5 s, toast 3 s, toast text', () => {
    expect(COPIED_NOTE_MS).toBe(1500);
    expect(SHARE_TOAST_MS).toBe(3000);
    expect(copiedToastText('2023 Toyota RAV4 GXL')).toBe('Copied 2023 Toyota RAV4 GXL to your clipboard!');
  });

  it('shareCarName prefers the feed name', () => {
    expect(shareCarName({ name: ' 2023 Toyota RAV4 GXL ', year: 2023, make: 'Toyota', model: 'RAV4' })).toBe('2023 Toyota RAV4 GXL');
    expect(shareCarName({ name: '', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GX' })).toBe('2023 Toyota RAV4 GX');
  });
});
