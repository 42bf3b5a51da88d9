/**
 * The Filter -> Orama where translation, checked against `matchesFilter` on Orama itself: an exact
 * plan must return exactly the matching documents, an inexact one a superset (the engine then
 * decides with its predicate). Also after Orama updates documents, so its removal paths are covered.
 */
import { create, insert, update, type AnyOrama } from '@orama/orama';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oramaSchema, type OramaType, type Vehicle } from '@forecourt/schemas/vehicle';
import { matchesFilter, type Filter } from '@/domain/filter';
import { contractVehicles, filterArbitrary } from '../contract';
import { indexSchema, oramaDocument, synchronously } from './document';
import { planWhere } from './where';

interface Built {
  db: AnyOrama;
  schema: Record<string, OramaType>;
  iidOf: Map<string, number>;
}

function build(vehicles: readonly Vehicle[], schema: Record<string, OramaType>): Built {
  const db: AnyOrama = create({ schema, sort: { enabled: false } });
  for (const v of vehicles) synchronously(insert(db, oramaDocument(v, schema)));
  return { db, schema, iidOf: db.internalDocumentIDStore.idToInternalId };
}

/** Replaces every third vehicle's contents (same id) with another vehicle's, in the index too. */
function updateSome(
  { db, schema }: Built,
  vehicles: readonly Vehicle[],
  donors: readonly Vehicle[],
): Vehicle[] {
  const updated = vehicles.map((v, i) => (i % 3 === 0 ? { ...donors[i / 3]!, id: v.id, slug: v.slug } : v));
  updated.forEach((v, i) => {
    if (i % 3 === 0) synchronously(update(db, v.id, oramaDocument(v, schema)));
  });
  return updated;
}

function oramaIds(
  { db, schema }: Built,
  filter: Filter,
  all: Set<number>,
): { ids: Set<number>; exact: boolean } {
  const plan = planWhere(filter, schema);
  if (plan.kind === 'none') return { ids: new Set(), exact: true };
  if (plan.kind === 'all') return { ids: all, exact: plan.exact };
  return {
    ids: db.index.searchByWhereClause(db.data.index, db.tokenizer, plan.where, undefined),
    exact: plan.exact,
  };
}

function check(built: Built, vehicles: readonly Vehicle[], filter: Filter): void {
  const expected = vehicles.filter((v) => matchesFilter(v, filter)).map((v) => built.iidOf.get(v.id)!);
  const { ids, exact } = oramaIds(built, filter, new Set(vehicles.map((v) => built.iidOf.get(v.id)!)));
  if (exact) expect([...ids].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  else for (const iid of expected) expect(ids.has(iid)).toBe(true);
}

describe('planWhere', () => {
  const vehicles = contractVehicles();

  it('is exact (or a superset when marked inexact) on random filters over the full oramaSchema', () => {
    const built = build(vehicles, oramaSchema());
    fc.assert(
      fc.property(filterArbitrary(vehicles), (filter) => check(built, vehicles, filter)),
      { numRuns: 300 },
    );
  });

  it("stays exact after Orama updates documents, over the engine's index schema", () => {
    const built = build(vehicles.slice(0, 300), indexSchema());
    const updated = updateSome(built, vehicles.slice(0, 300), vehicles.slice(800, 900));
    fc.assert(
      fc.property(filterArbitrary(updated), (filter) => check(built, updated, filter)),
      { numRuns: 300 },
    );
  });

  it('shows why numbers are kept out of the Orama index: its AVL tree loses documents on update (3.1.18)', () => {
    const built = build(vehicles.slice(0, 300), oramaSchema());
    const updated = updateSome(built, vehicles.slice(0, 300), vehicles.slice(800, 900));
    const lost = updated.filter((v) => {
      const { ids } = oramaIds(built, { field: 'km', op: 'eq', value: v.km! }, new Set());
      return !ids.has(built.iidOf.get(v.id)!);
    });
    // If this fails, Orama's AVL removal was fixed: numbers could go back into the index (document.ts).
    expect(lost.length).toBeGreaterThan(0);
  });

  it('decides empty sets and empty groups itself, and leaves unindexed fields to the engine', () => {
    const schema = oramaSchema();
    expect(planWhere({ and: [] }, schema)).toEqual({ kind: 'all', exact: true });
    expect(planWhere({ or: [] }, schema)).toEqual({ kind: 'none', exact: true });
    expect(planWhere({ field: 'make', op: 'in', value: [] }, schema)).toEqual({ kind: 'none', exact: true });
    expect(planWhere({ field: 'views', op: 'not_in', value: [] }, schema)).toEqual({
      kind: 'all',
      exact: true,
    });
    expect(planWhere({ field: 'views', op: 'gt', value: 3 }, schema)).toEqual({ kind: 'all', exact: false });
    expect(planWhere({ field: 'price', op: 'gt', value: 3 }, indexSchema())).toEqual({
      kind: 'all',
      exact: false,
    });
    expect(planWhere({ field: 'make', op: 'neq', value: 'Kia' }, schema)).toEqual({
      kind: 'where',
      where: { not: { make: { eq: 'Kia' } } },
      exact: true,
    });
  });
});
