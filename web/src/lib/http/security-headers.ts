/**
 * The security headers every response carries (HTML, JSON, PDF, media, 404s, redirects), from one
 * place: next.config.ts sends them on every path, and the server hooks (server-hooks.ts) put the
 * same set on the few answers they give before Next sees the request.
 *
 * Content-Security-Policy, and why it is this one (README, "Security notes"):
 * - Pages are rendered once and served from the page cache (ISR). Next's nonce support needs every
 *   page rendered per request (its CSP guide: "all pages must be dynamically rendered"), which would
 *   undo that cache; and hashes cannot cover the inline scripts the App Router writes (each page's
 *   RSC payload is an inline `self.__next_f.push(...)` script, different on every page and streamed
 *   after the headers are sent). So inline scripts need 'unsafe-inline'. Everything else is shut:
 *   scripts only from this origin (no CDN, no eval), no plugins, no <base>, no framing by anyone,
 *   forms post only here, fetches only to here.
 * - Styles: stylesheets only from this origin and no inline <style> elements (style-src-elem), so
 *   injected markup cannot restyle a page into a phishing form or read attributes with selectors;
 *   style="" attributes stay allowed (style-src-attr) because React and Radix position things with
 *   them (sliders, dialogs) and the theme's brand colours are CSS variables on the layout.
 * - Images from any https origin: dealers' stock feeds carry photos on CDNs of their choosing.
 *
 * A later feature that needs another origin (maps, payments, chat) adds a named CspExtension here,
 * reviewed like any other change — never by loosening a directive for everyone.
 */

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-elem'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'media-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type CspDirectives = Readonly<Partial<Record<CspDirective, readonly string[]>>>;

/** Origins one feature adds to the policy, with the reason (kept beside the sources it allows). */
export interface CspExtension {
  readonly name: string;
  readonly why: string;
  readonly sources: CspDirectives;
}

const BASE_POLICY: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The development mailbox shows each lead's HTML part in a sandboxed srcdoc frame; nothing else frames.
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The location map's Google Maps Embed API frame (lib/geo): only the frame's own origin, only as a
 * frame — the embed runs in Google's document, so no script, style or connect source is added.
 * Part of every build because a dealer's key can arrive as content (a location's map_key) without a
 * deploy; with no key nothing ever loads from it.
 */
export const GOOGLE_MAPS_EMBED: CspExtension = {
  name: 'google-maps-embed',
  why: 'location maps: the Maps Embed API iframe, loaded when the shopper asks for the map',
  sources: { 'frame-src': ['https://www.google.com'] },
};

/**
 * Stripe's Payment Element on the checkout step (lib/payments, production engine): Stripe.js from
 * js.stripe.com, its card frames (js.stripe.com, and hooks.stripe.com for 3-D Secure), and its API —
 * the sources Stripe's own CSP guide lists, nothing wider. Part of every build because STRIPE_* is a
 * runtime setting; with the embedded processor nothing ever loads from them.
 */
export const STRIPE_PAYMENTS: CspExtension = {
  name: 'stripe-payments',
  why: "reserve deposits: Stripe.js and the Payment Element's frames, loaded only on the payment step",
  sources: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
};

/** The cookie Next's draft mode sets (next/headers draftMode().enable()). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Draft mode only (next.config sends this policy instead when the request carries the draft-mode
 * cookie): the Studio's Presentation tool shows the site in a frame, so the Studio's own origins may
 * frame it, and its visual-editing overlays inject <style> elements. Shoppers never have the cookie, so
 * their pages keep `frame-ancestors 'none'` and no inline styles. (X-Frame-Options: DENY stays on every
 * response for old browsers; browsers that know frame-ancestors follow it instead.)
 */
export function sanityPresentation(studioOrigins: readonly string[]): CspExtension {
  return {
    name: 'sanity-presentation',
    why: "draft mode: the Studio's Presentation tool frames the site and its overlays add styles",
    sources: { 'frame-ancestors': [...studioOrigins], 'style-src-elem': ["'unsafe-inline'"] },
  };
}

/**
 * The Studio origins that may frame a draft-mode page: SANITY_STUDIO_URL (comma-separated, read when
 * the app is built, since headers are part of the build) and the local Studio (`sanity dev` on 3333).
 * Anything that is not an http(s) URL is left out rather than widening the policy.
 */
export function studioOrigins(setting: string | undefined): string[] {
  const origins = new Set(['http://localhost:3333']);
  for (const entry of (setting ?? '').split(',')) {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return [...origins];
}

/** The extensions every production response carries. */
export const PRODUCTION_EXTENSIONS: readonly CspExtension[] = [GOOGLE_MAPS_EMBED, STRIPE_PAYMENTS];

/**
 * What the development server (`next dev`) needs on top: React rebuilds server error stacks with
 * eval, and the dev overlay injects <style> elements. Never in a production build.
 */
export const DEVELOPMENT: CspExtension = {
  name: 'development',
  why: "next dev: React's debugging uses eval; the error overlay injects styles",
  sources: { 'script-src': ["'unsafe-eval'"], 'style-src-elem': ["'unsafe-inline'"] },
};

export function contentSecurityPolicy(extensions: readonly CspExtension[] = []): string {
  const merged = new Map<CspDirective, string[]>();
  for (const [directive, sources] of Object.entries(BASE_POLICY) as [CspDirective, readonly string[]][]) {
    merged.set(directive, [...sources]);
  }
  for (const extension of extensions) {
    for (const [directive, sources] of Object.entries(extension.sources) as [CspDirective, readonly string[]][]) {
      const current = merged.get(directive) ?? [];
      // 'none' cannot be combined with a source: an extension replaces it.
      const kept = current.filter((s) => s !== "'none'");
      merged.set(directive, [...kept, ...sources.filter((s) => !kept.includes(s))]);
    }
  }
  return [...merged].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/**
 * Browser features a dealer site never uses are denied to it and to anything it embeds. A feature
 * that needs one (a map's "near me" needs geolocation; wallets need payment) allows it here.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  // The gallery may go full screen; only the page itself, never an embedded frame.
  'fullscreen=(self)',
].join(', ');

/**
 * The images this site serves itself (/media/...: the sample content's pictures, the drawn vehicle
 * images, the offline maps). Many are SVG, and an SVG opened directly is a document: this policy lets
 * it load and run nothing (inline styles and data: images only, inside an opaque-origin sandbox).
 * next.config.ts sends it for every /media path after the site's policy, so it is the one that wins;
 * the routes set it too, for answers made outside Next's header rules (and their unit tests).
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
export const MEDIA_PATHS = '/media/:path*';

/** Two years, every subdomain: what HSTS preload lists ask for, though no domain is submitted here. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders(extensions: readonly CspExtension[] = []): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(extensions) },
    { key: 'Strict-Transport-Security', value: HSTS },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * Headers Next adds that tell a caller how the app is built inside: the proxy's internal rewrite
 * target (`/<site>/<path>`) and the page cache's state. Removed from every response by the server
 * hooks. `x-nextjs-rewritten-path` / `-query` stay: the client router needs them to read an RSC
 * answer, and they are only sent to RSC requests.
 */
export const INTERNAL_RESPONSE_HEADERS: readonly string[] = [
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-refresh',
  'x-nextjs-rewrite',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-next-cache-tags',
  'x-powered-by',
];
