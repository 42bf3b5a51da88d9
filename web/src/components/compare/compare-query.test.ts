import { describe, expect, it } from 'vitest';
import { parseCompareIds } from './compare-query';

describe('parseCompareIds', () => {
  it('reads a comma-separated list in order', () => {
    expect(parseCompareIds('gcs-000001,2017-toyota-kluger-gxl-gcsu10001')).toEqual(['gcs-000001', '2017-toyota-kluger-gxl-gcsu10001']);
  });

  it('trims, drops empty and repeated ids', () => {
    expect(parseCompareIds(' a , ,b,a,,')).toEqual(['a', 'b']);
  });

  it('keeps only the first four', () => {
    expect(parseCompareIds('a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts four valid ids, skipping malformed ones', () => {
    expect(parseCompareIds('a,<script>,b,../x,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops ids that could not be a car', () => {
    expect(parseCompareIds('-a,a b,a/b,a?b,_x,' + 'x'.repeat(201))).toEqual([]);
    expect(parseCompareIds('AB_12.3')).toEqual(['AB_12.3']);
  });

  it('joins a repeated parameter into one list', () => {
    expect(parseCompareIds(['a,b', 'c', 'a'])).toEqual(['a', 'b', 'c']);
  });

  it('gives nothing for a missing or unexpected value, never an error', () => {
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(42)).toEqual([]);
    expect(parseCompareIds({ ids: 'a' })).toEqual([]);
    expect(parseCompareIds([1, 2])).toEqual([]);
  });

  it('reads only the start of an enormous query', () => {
    const huge = `a,${','.repeat(100_000)}b`;
    expect(parseCompareIds(huge)).toEqual(['a']);
  });
});
