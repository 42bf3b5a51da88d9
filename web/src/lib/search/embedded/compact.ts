/**
 * The copies of the vehicles the embedded engine keeps (and returns as hits).
 *
 * Stock is repetitive in its nested values: one image list per body and colour, one `variant` per
 * model, one `location` per yard. Kept as the caller's objects, every vehicle held its own copy of
 * each (100k vehicles parsed from the stock store: 426 MB; the engine beside them took the heap past
 * 1 GB, issue 18). Each stored vehicle is instead a shallow copy whose nested values (objects and
 * arrays) are shared with every other vehicle holding an equal one: per field, a map from the
 * value's JSON text to the first instance seen (vehicles are JSON data: the stock store is a JSON
 * file). The same 100k vehicles then take 260 MB.
 *
 * Plain strings are left alone: V8's JSON parser already shares short ones, and sharing the rest
 * cost ~1 s per 100k vehicles for no measurable gain. A field whose nested values turn out mostly
 * distinct (finance, comments lists) stops being shared after a sample: its map would only add
 * memory and time.
 *
 * Hits were always the stored objects and read-only; that now also means a write into a hit's
 * nested value would show in other vehicles.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

/** Values a field is sampled over before deciding whether sharing pays. */
const SAMPLE = 1_024;
/** Sharing stops when more than this fraction of a field's values so far were new. */
const MOSTLY_DISTINCT = 0.5;

class FieldValues {
  /** JSON text -> the shared instance; undefined once sharing stopped. */
  private shared: Map<string, object> | undefined = new Map();
  private seen = 0;

  share(value: object): object {
    const shared = this.shared;
    if (!shared) return value;
    this.seen++;
    const key = JSON.stringify(value);
    const hit = shared.get(key);
    if (hit !== undefined) return hit;
    shared.set(key, value);
    if (this.seen % SAMPLE === 0 && shared.size > this.seen * MOSTLY_DISTINCT) this.shared = undefined;
    return value;
  }
}

export class VehicleCompactor {
  private readonly fields = new Map<string, FieldValues>();
  /** The previous vehicle's keys in order, and their fields: most vehicles have the same keys in the same order. */
  private readonly lastKeys: string[] = [];
  private readonly lastFields: FieldValues[] = [];

  /** The vehicle to store: the same fields, in the same order, with repeated nested values shared. */
  compact(vehicle: Vehicle): Vehicle {
    // A spread copy is a fast-mode V8 object even when the source is a dictionary-mode one.
    const copy = { ...vehicle } as Record<string, unknown>;
    let i = 0;
    for (const key in copy) {
      const slot = i++;
      const value = copy[key];
      if (typeof value !== 'object' || value === null) continue;
      let field = this.lastKeys[slot] === key ? this.lastFields[slot] : undefined;
      if (!field) {
        field = this.fields.get(key);
        if (!field) this.fields.set(key, (field = new FieldValues()));
        this.lastKeys[slot] = key;
        this.lastFields[slot] = field;
      }
      const shared = field.share(value);
      if (shared !== value) copy[key] = shared;
    }
    return copy as Vehicle;
  }
}
