/**
 * Value parsers for feed columns: text as dealers' systems export it → vehicle field values.
 *
 * Each parser takes the cell's trimmed, non-empty text (empty cells never reach a parser, see
 * `isEmptyValue`) and returns the fields it sets — most set one field (the column's target), some set
 * several ('Caringbah, NSW' → city and state). Text a parser cannot read throws a `FieldError`, which
 * rejects the row with that message: a value is never guessed or silently dropped, except where a
 * parser's comment says which part of a known layout it ignores.
 *
 * Nested fields use dotted keys ('variant.fuelconsumptioncombined'); the builder folds them.
 */
import { auState } from '../../../domain/regulators';
import { own } from '@forecourt/schemas/own';

export type Values = Record<string, unknown>;

export class FieldError extends Error {
  override name = 'FieldError';
}

/** Cells meaning "no value": empty, only dashes/slashes ('-', '- / -'), or a listed token (case-insensitive). */
export const DEFAULT_EMPTY_TOKENS: readonly string[] = ['n/a', 'na', 'null', 'nan', 'none'];

export function isEmptyValue(text: string, emptyTokens: ReadonlySet<string>): boolean {
  return /^[\s\-/–—]*$/.test(text) || (emptyTokens.size > 0 && emptyTokens.has(text.toLowerCase()));
}

export interface ParserDef {
  /** The field the parser sets when the column names none; absent when a target field is required. */
  readonly defaultField?: string;
  /** Sets a fixed set of fields (the column's `field` is not used). */
  readonly multi?: true;
  /** The fields a multi-field parser may set. */
  readonly outputs?: readonly string[];
  /** What the parser accepts, for error messages and the README. */
  readonly accepts: string;
  parse(text: string, field: string, options: { separator?: string }): Values;
  /**
   * For parsers that set exactly the column's one field: the value alone. The import calls this per
   * cell (hundreds of thousands of times), and a `{ [field]: value }` object per cell was a hot spot.
   */
  readonly value?: (text: string, options: { separator?: string }) => unknown;
}

/** A parser that sets the column's one field. */
function single<D extends string | undefined = undefined>(
  accepts: string,
  value: (text: string, options: { separator?: string }) => unknown,
  defaultField?: D,
): { accepts: string; value: typeof value; parse: ParserDef['parse']; defaultField: D } {
  return { accepts, value, parse: (t, f, o) => ({ [f]: value(t, o) }), defaultField: defaultField as D };
}

/** '$34,990', '12 000', '-5.5' → number; thousands separators, spaces and a leading $ are ignored. */
export function parseNumberText(text: string): number {
  const cleaned = text.replace(/^\s*\$\s*|,|\s+/g, '').replace(/^(-?)\$/, '$1');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) throw new FieldError(`unparseable number ${JSON.stringify(text)}`);
  return Number(cleaned);
}

function parseWhole(text: string): number {
  const value = parseNumberText(text);
  if (!Number.isInteger(value)) throw new FieldError(`not a whole number: ${JSON.stringify(text)}`);
  return value;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 't']);
const FALSE = new Set(['false', 'no', 'n', '0', 'f']);

export function parseBool(text: string): boolean {
  const v = text.toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new FieldError(`not a yes/no value: ${JSON.stringify(text)}`);
}

/** '5595', '12,000 km', '84 000 kms' → kilometres (rounded to whole km). */
export function parseKm(text: string): number {
  const stripped = text.replace(/\s*(km|kms|kilometres|kilometers)\.?\s*$/i, '');
  try {
    return Math.round(parseNumberText(stripped));
  } catch {
    throw new FieldError(`unparseable kilometres ${JSON.stringify(text)}`);
  }
}

const POA = /^(poa|p\.o\.a\.?|price on application|enquire|call)$/i;

/** '$34,990' → price; 'POA' → price 0 with price_type 'POA'. Negative numbers are returned (and rejected later). */
export function parsePrice(text: string): Values {
  if (POA.test(text)) return { price: 0, price_type: 'POA' };
  try {
    return { price: parseNumberText(text) };
  } catch {
    throw new FieldError(`unparseable price ${JSON.stringify(text)}`);
  }
}

export function parseYear(text: string): number {
  const value = Number(text.replace(/\.0+$/, ''));
  if (!/^-?\d+(\.0+)?$/.test(text) || !Number.isInteger(value)) throw new FieldError(`bad year ${JSON.stringify(text)} (not a number)`);
  return value;
}

const CAR_TYPE: Readonly<Record<string, 'new' | 'used' | 'demo'>> = {
  new: 'new',
  used: 'used',
  demo: 'demo',
  demonstrator: 'demo',
  'ex-demo': 'demo',
};

/** 'USED' / 'NEW' / 'DEMO' (any case) → car_type. */
export function parseCarType(text: string): 'new' | 'used' | 'demo' {
  const value = own(CAR_TYPE, text.toLowerCase());
  if (!value) throw new FieldError(`unknown car type ${JSON.stringify(text)} (expected NEW, USED or DEMO)`);
  return value;
}

/** 'Automatic', 'Auto', 'CVT', '8 Speed Sports Automatic' → simple_transmission 'Automatic'; 'Manual' → 'Manual'; the text itself → trans. */
export function parseTransmission(text: string): Values {
  const lower = text.toLowerCase();
  const simple = /manual|^m\/?t$/.test(lower)
    ? 'Manual'
    : /auto|cvt|dct|dsg|tiptronic|sequential|constantly variable|^a\/?t$/.test(lower)
      ? 'Automatic'
      : text;
  return { simple_transmission: simple, trans: text };
}

/** 'Caringbah, NSW' → city 'Caringbah', state 'NSW'; 'NSW' alone → state; a bare suburb → city. */
export function parseSuburbState(text: string): Values {
  const comma = text.lastIndexOf(',');
  if (comma === -1) {
    const state = auState(text);
    return state ? { state } : { city: text };
  }
  const city = text.slice(0, comma).trim();
  const stateText = text.slice(comma + 1).trim();
  const state = auState(stateText);
  if (!state) throw new FieldError(`unknown state ${JSON.stringify(stateText)} in ${JSON.stringify(text)}`);
  return city ? { city, state } : { state };
}

/**
 * '4 cyl, 2.2 L' → cylinders 4, engine_size_litres 2.2, engine_size 2200 (cc); '1998 cc' → engine_size;
 * '0 L' (electric) sets nothing.
 */
export function parseEngine(text: string): Values {
  const cyl = /(\d+)\s*(cyl|cylinders?)\b/i.exec(text);
  const litres = /(\d+(?:\.\d+)?)\s*(l|litres?|liters?)\b/i.exec(text);
  const cc = /(\d+)\s*cc\b/i.exec(text);
  if (!cyl && !litres && !cc) throw new FieldError(`unparseable engine ${JSON.stringify(text)}`);
  const out: Values = {};
  const cylinders = cyl ? Number(cyl[1]) : 0;
  if (cylinders > 0) out.cylinders = cylinders;
  const l = litres ? Number(litres[1]) : cc ? Number(cc[1]) / 1000 : 0;
  if (l > 0) {
    out.engine_size_litres = Math.round(l * 10) / 10;
    out.engine_size = cc ? Number(cc[1]) : Math.round(l * 1000);
  }
  return out;
}

/** '8.7 L / 100 km', '8.7L/100km', '8.7' → variant.fuelconsumptioncombined. */
export function parseFuelConsumption(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(l\s*\/\s*100\s*km)?$/i.exec(text);
  if (!m) throw new FieldError(`unparseable fuel consumption ${JSON.stringify(text)}`);
  return Number(m[1]);
}

/** ' 4 Doors' → doors 4; ' 7 Seats' → seats 7; '4 Doors, 5 Seats' → both. (Either column of a feed may hold either.) */
export function parseDoorsSeats(text: string): Values {
  const doors = /(\d+)\s*doors?\b/i.exec(text);
  const seats = /(\d+)\s*seat(s|er)?\b/i.exec(text);
  if (!doors && !seats) throw new FieldError(`unparseable doors/seats ${JSON.stringify(text)}`);
  const out: Values = {};
  if (doors) out.doors = Number(doors[1]);
  if (seats) out.seats = Number(seats[1]);
  return out;
}

/**
 * 'White / Black' → colour 'White', interior_colour 'Black'; 'White / -' → colour only. Text holding
 * a digit is not a colour pair and sets nothing — some listing exports shift a warranty
 * ('5 years / Unlimited km') into the colour column.
 */
export function parseColourPair(text: string): Values {
  if (/\d/.test(text)) return {};
  const [exterior = '', ...rest] = text.split('/');
  const interior = rest.join('/');
  const out: Values = {};
  const clean = (s: string) => {
    const t = s.trim();
    return t.length === 0 || /^[-–—]+$/.test(t) ? undefined : t;
  };
  const ext = clean(exterior);
  const int = clean(interior);
  if (ext) out.colour = ext;
  if (int) out.interior_colour = int;
  return out;
}

export function parseList(text: string, separator = '|'): string[] {
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** 'https://a.jpg|https://b.jpg' (or comma/space separated) → images [{ url }]. A JSON array also works. */
export function parseImageUrls(text: string, separator?: string): { url: string }[] {
  if (text.startsWith('[')) {
    const parsed = parseJson(text);
    if (!Array.isArray(parsed)) throw new FieldError('images must be a list');
    return parsed.map((item) => (typeof item === 'string' ? { url: item } : (item as { url: string })));
  }
  const parts = separator ? text.split(separator) : text.split(/[|,\s]+/);
  return parts.map((s) => s.trim()).filter((s) => s.length > 0).map((url) => ({ url }));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FieldError(`not valid JSON: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)}`);
  }
}

/** Any date Date.parse reads → ISO 8601. */
export function parseDate(text: string): string {
  const t = Date.parse(text);
  if (!Number.isFinite(t)) throw new FieldError(`unparseable date ${JSON.stringify(text)}`);
  return new Date(t).toISOString();
}

export const PARSERS = {
  text: single('any text (trimmed)', (t) => t),
  int: single('a whole number', parseWhole),
  number: single('a number ($ and thousands separators allowed)', parseNumberText),
  bool: single('true/false, yes/no, y/n, 1/0', parseBool),
  list: single("items separated by '|' (or the column's separator)", (t, o) => parseList(t, o.separator)),
  json: single('JSON text', parseJson),
  date: single('a date (ISO 8601 or anything Date.parse reads) → ISO 8601', parseDate),
  year: single('a year', parseYear, 'year'),
  km: single("'5595', '12,000 km'", parseKm, 'km'),
  price: { defaultField: 'price', accepts: "'$34,990', 'POA' (→ 0, price_type 'POA')", parse: (t, f) => (f === 'price' ? parsePrice(t) : { [f]: parsePrice(t).price }) },
  car_type: single('NEW, USED, DEMO', parseCarType, 'car_type'),
  image_urls: single("URLs separated by '|', ',' or spaces", (t, o) => parseImageUrls(t, o.separator), 'images'),
  fuel_consumption: single("'8.7 L / 100 km'", parseFuelConsumption, 'variant.fuelconsumptioncombined'),
  transmission: { multi: true, outputs: ['simple_transmission', 'trans'], accepts: "'Automatic', 'Manual', 'CVT' → simple_transmission + trans", parse: (t) => parseTransmission(t) },
  suburb_state: { multi: true, outputs: ['city', 'state'], accepts: "'Suburb, STATE' → city + state", parse: (t) => parseSuburbState(t) },
  engine: { multi: true, outputs: ['cylinders', 'engine_size_litres', 'engine_size'], accepts: "'4 cyl, 2.2 L' → cylinders, engine_size_litres, engine_size", parse: (t) => parseEngine(t) },
  doors_seats: { multi: true, outputs: ['doors', 'seats'], accepts: "' 4 Doors', ' 7 Seats' → doors / seats", parse: (t) => parseDoorsSeats(t) },
  colour_pair: { multi: true, outputs: ['colour', 'interior_colour'], accepts: "'White / Black' → colour + interior_colour", parse: (t) => parseColourPair(t) },
} as const satisfies Record<string, ParserDef>;

export type ParserName = keyof typeof PARSERS;
export const PARSER_NAMES = Object.keys(PARSERS) as [ParserName, ...ParserName[]];
