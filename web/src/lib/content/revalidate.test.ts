import { describe, expect, it } from 'vitest';
import { KNOWN_DOCUMENT_TYPES, tagsToRevalidate, WebhookBody } from './revalidate';

describe('tagsToRevalidate', () => {
  it.each([
    // A dealer's own documents: that dealer only.
    [{ _type: 'offer', site: 'harbour-toyota' }, ['site:harbour-toyota']],
    [{ _type: 'page', site: 'gateway-car-superstore' }, ['site:gateway-car-superstore']],
    [{ _type: 'location', site: 'harbour-toyota' }, ['site:harbour-toyota']],
    // The site document itself: also the host map and the index.
    [{ _type: 'site', site: 'harbour-toyota' }, ['site:harbour-toyota', 'sites']],
    // Shared brand content and images: every site.
    [{ _type: 'model', site: null }, ['content']],
    [{ _type: 'manufacturer' }, ['content']],
    [{ _type: 'sanity.imageAsset' }, ['content']],
    // The finance settings: only the reads of them.
    [{ _type: 'financeSettings' }, ['finance-settings']],
    // A dealer's document whose site the projection cannot name: every site may show it.
    [{ _type: 'page' }, ['content']],
    [{ _type: 'site', site: null }, ['content']],
    // Types no page shows: nothing, never every dealer.
    [{ _type: 'sanity.fileAsset' }, []],
    [{ _type: 'workflow.metadata', site: 'harbour-toyota' }, []],
    [{ _type: 'heroBlock' }, []],
    [{ _type: '__proto__' }, []],
  ])('%j -> %j', (body, tags) => {
    expect(tagsToRevalidate(WebhookBody.parse(body))).toEqual(tags);
  });

  it('knows the schemas’ document types and no object types', () => {
    for (const type of ['site', 'location', 'navigation', 'offer', 'promo', 'popupPromotion', 'review', 'page', 'blogPost', 'manufacturer', 'model', 'financeSettings', 'sanity.imageAsset']) {
      expect(KNOWN_DOCUMENT_TYPES.has(type), type).toBe(true);
    }
    for (const type of ['heroBlock', 'navLink', 'openingHour', 'portableText']) expect(KNOWN_DOCUMENT_TYPES.has(type), type).toBe(false);
  });

  it.each([{}, { _type: '' }, { _type: 'page', site: '../x' }, { _type: 'page', site: 'A B' }, { _type: 5 }, { _type: 'page', site: 'a'.repeat(65) }, { _type: 'x'.repeat(101) }])(
    'rejects %j',
    (body) => {
      expect(WebhookBody.safeParse(body).success).toBe(false);
    },
  );
});
