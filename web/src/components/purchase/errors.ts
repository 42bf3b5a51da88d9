/** A step schema's issues as one message per field (the first for each), as the server answers them. */
import type { z } from 'zod';

export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || '_form'];
    for (const key of keys) if (!fields.has(key)) fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}
