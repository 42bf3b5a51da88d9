/**
 * One Idempotency-Key per submission attempt of the same values: a double click, or a retry after a
 * network failure, re-sends the SAME key (the server answers with the lead it already stored), while
 * a shopper who corrects a field and sends again gets a new key (a different lead).
 */

/** JSON with object keys sorted, so equal values always give equal text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers over plain http (randomUUID needs a secure context): still unique enough per attempt.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export interface IdempotencyKeys {
  /** The key for these values: the previous one if the values are unchanged, else a new one. */
  keyFor(values: unknown): string;
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(values) {
      const fingerprint = stableStringify(values);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
  };
}
