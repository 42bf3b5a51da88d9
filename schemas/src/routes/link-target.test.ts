import { describe, expect, it } from 'vitest';
import { LINK_TARGET_MESSAGES, linkTarget } from './link-target';

describe('linkTarget: what a menu link needs to answer, from the route table', () => {
  it.each([
    ['/', { kind: 'route' }],
    ['/pre-owned?certified=true', { kind: 'route' }],
    ['/search/used-cars', { kind: 'route' }],
    ['/cars/2023-toyota-rav4-gxl-hbt123', { kind: 'route' }],
    ['/checkout-journey?car_id=x', { kind: 'route' }],
    ['/special-offers', { kind: 'route' }],
    ['/my-garage', { kind: 'route' }],
    ['/about-us', { kind: 'document', type: 'page', slug: 'about-us' }],
    ['/about-us/', { kind: 'document', type: 'page', slug: 'about-us' }],
    ['/pages/toyota-hybrids#top', { kind: 'document', type: 'page', slug: 'pages/toyota-hybrids' }],
    ['/our-location/harbour-toyota-sales', { kind: 'document', type: 'location', slug: 'harbour-toyota-sales' }],
    ['/contact-us/harbour-toyota', { kind: 'document', type: 'locationGroup', slug: 'harbour-toyota' }],
    ['/blog/vehicle-reviews', { kind: 'route' }],
    ['/sitemap.xml', { kind: 'route' }],
    ['/blog/jayco-journey-outback-review', { kind: 'document', type: 'blogPost', slug: 'jayco-journey-outback-review' }],
  ] as const)('%s', (path, target) => {
    expect(linkTarget(path)).toEqual(target);
  });

  it.each(['/api/leads/general', '/dev/reservations/lapse'])('%s is never a menu link', (path) => {
    expect(linkTarget(path)).toEqual({ kind: 'refused', reason: LINK_TARGET_MESSAGES.notAPage });
  });

  it.each(['/About-Us', '/a/b/c/d/e', '/under_score', '/%E2%9C%93'])('%s cannot be any page’s address', (path) => {
    expect(linkTarget(path)).toEqual({ kind: 'refused', reason: LINK_TARGET_MESSAGES.notAnAddress });
  });
});
