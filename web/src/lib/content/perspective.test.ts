import { describe, expect, it } from 'vitest';
import { draftsOverlay, publishedDocuments } from './perspective';

const docs = [
  { _id: 'offer-1', _type: 'offer', title: 'Published title' },
  { _id: 'drafts.offer-1', _type: 'offer', title: 'Draft title' },
  { _id: 'offer-2', _type: 'offer', title: 'Only published' },
  { _id: 'drafts.offer-3', _type: 'offer', title: 'Never published' },
  { _id: 'versions.r1.offer-2', _type: 'offer', title: 'In a release' },
];

describe('content perspectives', () => {
  it('published: drafts and release versions are never shown', () => {
    expect(publishedDocuments(docs).map((d) => (d as { title: string }).title)).toEqual(['Published title', 'Only published']);
  });

  it('drafts: a draft stands in for its published document under the published id', () => {
    const shown = draftsOverlay(docs) as { _id: string; _originalId?: string; title: string }[];
    expect(shown).toEqual([
      { _id: 'offer-1', _originalId: 'drafts.offer-1', _type: 'offer', title: 'Draft title' },
      { _id: 'offer-2', _type: 'offer', title: 'Only published' },
      { _id: 'offer-3', _originalId: 'drafts.offer-3', _type: 'offer', title: 'Never published' },
    ]);
  });

  it('does not change the documents it is given', () => {
    const before = JSON.stringify(docs);
    draftsOverlay(docs);
    expect(JSON.stringify(docs)).toBe(before);
  });
});
