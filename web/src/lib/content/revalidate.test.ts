import { describe, expect, it } from 'vitest';
import { tagsToRevalidate, WebhookBody } from './revalidate';

describe('tagsToRevalidate', () => {
  it.each([
    [{ _type: 'offer', site: 'harbour-toyota' }, ['site:harbour-toyota']],
    [{ _type: 'site', site: 'harbour-toyota' }, ['site:harbour-toyota', 'sites']],
    [{ _type: 'model', site: null }, ['content']],
    [{ _type: 'manufacturer' }, ['content']],
    [{ _type: 'page' }, ['content']],
  ])('%j -> %j', (body, tags) => {
    expect(tagsToRevalidate(WebhookBody.parse(body))).toEqual(tags);
  });

  it.each([{}, { _type: '' }, { _type: 'page', site: '../x' }, { _type: 'page', site: 'A B' }, { _type: 5 }])('rejects %j', (body) => {
    expect(WebhookBody.safeParse(body).success).toBe(false);
  });
});
