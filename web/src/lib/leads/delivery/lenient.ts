/**
 * Lenient readers for the JSON a lead row holds (`payload`, `car`, `trade_in`): validated at intake,
 * but by whichever version of the schemas was live then, so a value of an unexpected shape is
 * dropped, never a reason to hold a lead back from the dealer.
 */
import { z } from 'zod';

/** Trimmed text (numbers as text too), or undefined when missing, blank or not text. */
export const text = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''))
  .transform((v) => (v === '' ? undefined : v))
  // optional() outside the transforms: a missing key is fine (zod 4 requires keys of transformed schemas).
  .optional();

/** A finite number (from text like "$25,000" too), or undefined. */
export const num = z
  .unknown()
  .transform((v) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/[$,\s]/g, '')) : NaN))
  .transform((v) => (Number.isFinite(v) ? v : undefined))
  .optional();

export const StringList = z
  .array(z.unknown())
  .catch([])
  .transform((v) => v.filter((x): x is string => typeof x === 'string'));

export const StringMap = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((v) => Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')));
