import { beforeAll, describe, expect, it } from 'vitest';
import { flagColumns, type FlagColumn } from './columns';
import {
  flagEvents,
  historyLines,
  instantBefore,
  normalisePath,
  parseTransactionLog,
  type LoggedTransaction,
} from './history';
import { compiledSiteType, sampleSites } from './test-fixture';

let columns: FlagColumn[];
beforeAll(async () => {
  columns = flagColumns(await compiledSiteType());
});

const SITE = 'site-harbour-toyota';
const DRAFT = `drafts.${SITE}`;
const harbour = sampleSites.find((d) => d._id === SITE)!;
const withFeatures = (id: string, changes: Record<string, unknown>) => ({
  ...harbour,
  _id: id,
  features: { ...(harbour.features as object), ...changes },
});

// Newest first, as the History API answers with reverse=true.
const log: LoggedTransaction[] = [
  {
    id: 'tx-publish',
    timestamp: '2026-03-04T09:00:00.000000Z',
    author: 'p-editor',
    mutations: [
      { createOrReplace: withFeatures(SITE, { chat: false, print: false, toyota_certified: undefined }) },
      { delete: { id: DRAFT } },
    ],
  },
  {
    id: 'tx-form',
    timestamp: '2026-03-03T09:00:00Z',
    author: 'p-admin2',
    mutations: [
      { createIfNotExists: withFeatures(DRAFT, { chat: false }) },
      {
        patch: {
          id: DRAFT,
          setIfMissing: { features: {} },
          set: { 'features["print"]': false, name: 'Harbour' },
        },
      },
    ],
  },
  {
    id: 'tx-name',
    timestamp: '2026-03-02T12:00:00Z',
    author: 'p-editor',
    mutations: [{ patch: { id: DRAFT, set: { tagline: 'Hi' } } }],
  },
  {
    id: 'tx-tool',
    timestamp: '2026-03-02T09:00:00Z',
    author: 'p-admin',
    mutations: [
      { patch: { id: SITE, setIfMissing: { features: {} }, set: { 'features.chat': false } } },
      { patch: { id: DRAFT, setIfMissing: { features: {} }, set: { 'features.chat': false } } },
    ],
  },
  {
    id: 'tx-unset',
    timestamp: '2026-03-01T09:00:00Z',
    author: 'p-admin',
    mutations: [{ patch: { id: SITE, unset: ['features.toyota_certified'] } }],
  },
];
const baseline = { published: harbour, draft: withFeatures(DRAFT, {}) };

describe('flag history', () => {
  it('lists who changed which flag, newest first, from patches and publishes', () => {
    const events = flagEvents(log, columns, SITE, baseline);
    expect(
      events.map((e) => [e.transactionId, e.author, e.changes.map((c) => `${c.key}=${c.value}@${c.where}`)]),
    ).toEqual([
      // chat was already off live (the tool's toggle); print is what this publish changed.
      ['tx-publish', 'p-editor', ['features.print=false@live']],
      ['tx-form', 'p-admin2', ['features.print=false@draft']],
      // The tool patches the published document and the draft together: one change shown.
      ['tx-tool', 'p-admin', ['features.chat=false@live']],
      // Cleared: the field's default (off).
      ['tx-unset', 'p-admin', ['features.toyota_certified=false@live']],
    ]);
  });

  it('without the documents before the log, still names every patched flag, and says when a publish cannot be compared', () => {
    const events = flagEvents(log, columns, SITE);
    expect(events.find((e) => e.transactionId === 'tx-tool')?.changes.map((c) => c.key)).toEqual([
      'features.chat',
    ]);
    expect(events.find((e) => e.transactionId === 'tx-unset')?.changes.map((c) => c.key)).toEqual([
      'features.toyota_certified',
    ]);
    // The published document's print value is older than the log: the publish compares only chat and toyota_certified.
    expect(events.find((e) => e.transactionId === 'tx-publish')).toBeUndefined();
    const publishOnly = flagEvents([log[0]!], columns, SITE);
    expect(publishOnly).toEqual([
      expect.objectContaining({ transactionId: 'tx-publish', changes: [], publishedUnknown: true }),
    ]);
  });

  it('ignores patches that set a flag to the value it had, and changes to other documents', () => {
    const same = {
      id: 'tx-same',
      timestamp: '2026-03-05T00:00:00Z',
      author: 'p',
      mutations: [{ patch: { id: SITE, set: { 'features.print': true } } }],
    };
    const other = {
      id: 'tx-other',
      timestamp: '2026-03-05T00:00:01Z',
      author: 'p',
      mutations: [{ patch: { id: 'site-other', set: { 'features.print': false } } }],
    };
    expect(flagEvents([same, other], columns, SITE, baseline)).toEqual([]);
    const whole = {
      id: 'tx-whole',
      timestamp: '2026-03-05T00:00:02Z',
      author: 'p',
      mutations: [{ patch: { id: SITE, set: { features: { print: false } } } }],
    };
    // Setting the whole object changes print, and returns every other flag to its default.
    const changes = flagEvents([whole], columns, SITE, baseline)[0]!.changes.map((c) => c.key);
    expect(changes).toContain('features.print');
    expect(changes).toContain('features.chat'); // harbour has chat on; the new object has none: off
  });

  it('shows a publish that undid a flag change, naming who published', () => {
    const stale = {
      id: 'tx-stale-publish',
      timestamp: '2026-03-01T10:00:00Z',
      author: 'p-editor',
      mutations: [{ createOrReplace: withFeatures(SITE, {}) }, { delete: { id: DRAFT } }],
    };
    const events = flagEvents([log[4]!, stale], columns, SITE, baseline);
    expect(events.map((e) => [e.author, e.changes.map((c) => `${c.key}=${c.value}`)])).toEqual([
      ['p-editor', ['features.toyota_certified=true']],
      ['p-admin', ['features.toyota_certified=false']],
    ]);
  });

  it('becomes display lines with names and times', () => {
    const names = new Map([
      ['p-admin', 'Alex Admin'],
      ['p-editor', 'Erin Editor'],
    ]);
    const lines = historyLines(flagEvents(log, columns, SITE, baseline), names, {
      timeZone: 'Australia/Sydney',
    });
    expect(lines.map((l) => `${l.when} | ${l.who} | ${l.what}`)).toEqual([
      '4 Mar 2026, 8:00 pm | Erin Editor | Print / PDF off',
      '3 Mar 2026, 8:00 pm | user p-admin2 | Print / PDF off (in the draft, not yet published)',
      '2 Mar 2026, 8:00 pm | Alex Admin | Chat off',
      '1 Mar 2026, 8:00 pm | Alex Admin | Toyota certified badge off',
    ]);
    const unknown = historyLines(flagEvents([log[0]!], columns, SITE), names, { timeZone: 'UTC' });
    expect(unknown[0]?.what).toBe('published the draft (earlier flag values are older than this history)');
  });
});

describe('reading the log', () => {
  it('parses NDJSON text or bytes, and skips what is no transaction', () => {
    const text = `${JSON.stringify(log[3])}\n\n${JSON.stringify({ error: 'x' })}\n${JSON.stringify(log[4])}\n`;
    expect(parseTransactionLog(text).map((t) => t.id)).toEqual(['tx-tool', 'tx-unset']);
    expect(parseTransactionLog(new TextEncoder().encode(text)).map((t) => t.id)).toEqual([
      'tx-tool',
      'tx-unset',
    ]);
    expect(parseTransactionLog(log[3]).map((t) => t.id)).toEqual(['tx-tool']);
    expect(parseTransactionLog('')).toEqual([]);
  });

  it('normalises patch paths', () => {
    expect(normalisePath('features.chat')).toBe('features.chat');
    expect(normalisePath('features["chat"]')).toBe('features.chat');
    expect(normalisePath("features['chat']")).toBe('features.chat');
    expect(normalisePath('domains[0]')).toBeUndefined();
  });

  it('asks for the documents as they were just before the oldest transaction', () => {
    expect(instantBefore('2026-03-01T09:00:00.000000Z')).toBe('2026-03-01T08:59:59.999Z');
  });
});
