import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, DEVELOPMENT, PRODUCTION_EXTENSIONS, sanityPresentation, securityHeaders, STRIPE_PAYMENTS, studioOrigins, type CspExtension } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => {
    const [name = '', ...sources] = d.split(' ');
    return [name, sources];
  }));
}

describe('security headers', () => {
  it('carry every header the hardening issue names, with the required values', () => {
    const headers = new Map(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
    expect(headers.get('strict-transport-security')).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('has a policy that shuts plugins, <base>, framing and foreign form targets, and allows no eval', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')?.every((s) => s.startsWith("'"))).toBe(true); // no remote script origins
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
  });

  it('adds only what an extension names, and only there', () => {
    const maps: CspExtension = { name: 'maps', why: 'test', sources: { 'frame-src': ['https://maps.example'], 'object-src': ["'self'"] } };
    const csp = directives(contentSecurityPolicy([maps]));
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://maps.example']);
    expect(csp.get('object-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(directives(contentSecurityPolicy()).get('script-src'));
  });

  it("lets Stripe's Payment Element in through exactly Stripe's origins, and changes nothing else", () => {
    const base = directives(contentSecurityPolicy());
    const csp = directives(contentSecurityPolicy([STRIPE_PAYMENTS]));
    expect(csp.get('script-src')).toEqual([...base.get('script-src')!, 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-src')).toEqual([...base.get('frame-src')!, 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual([...base.get('connect-src')!, 'https://api.stripe.com']);
    for (const [directive, sources] of base) {
      if (!['script-src', 'frame-src', 'connect-src'].includes(directive)) expect(csp.get(directive), directive).toEqual(sources);
    }
    // Every source it adds is a Stripe https origin: no keyword ('unsafe-eval'…), scheme or wildcard host.
    for (const source of Object.values(STRIPE_PAYMENTS.sources).flat()) expect(source).toMatch(/^https:\/\/([a-z*]+\.)*stripe\.com$/);
    // STRIPE_* are runtime settings, so the built policy carries it; with the embedded processor nothing loads from it.
    expect(PRODUCTION_EXTENSIONS).toContain(STRIPE_PAYMENTS);
    expect(contentSecurityPolicy(PRODUCTION_EXTENSIONS)).toContain('https://api.stripe.com');
    expect(directives(contentSecurityPolicy(PRODUCTION_EXTENSIONS)).get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows eval only for the development server', () => {
    expect(directives(contentSecurityPolicy([DEVELOPMENT])).get('script-src')).toContain("'unsafe-eval'");
  });

  it("lets only the Studio's origins frame a draft-mode page, and changes nothing else", () => {
    const base = directives(contentSecurityPolicy(PRODUCTION_EXTENSIONS));
    const preview = directives(contentSecurityPolicy([...PRODUCTION_EXTENSIONS, sanityPresentation(['https://forecourt.sanity.studio'])]));
    expect(preview.get('frame-ancestors')).toEqual(['https://forecourt.sanity.studio']);
    expect(preview.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [directive, sources] of base) {
      if (!['frame-ancestors', 'style-src-elem'].includes(directive)) expect(preview.get(directive), directive).toEqual(sources);
    }
  });

  it.each([
    [undefined, ['http://localhost:3333']],
    ['https://forecourt.sanity.studio/desk?x=1', ['http://localhost:3333', 'https://forecourt.sanity.studio']],
    ['https://a.example, https://b.example:8443/', ['http://localhost:3333', 'https://a.example', 'https://b.example:8443']],
    // Not an http(s) URL: never a keyword or wildcard in the policy.
    ["*, 'unsafe-inline', javascript:alert(1), data:x", ['http://localhost:3333']],
  ])('studio origins from %j', (setting, expected) => {
    expect(studioOrigins(setting)).toEqual(expected);
  });
});
