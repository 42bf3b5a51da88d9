import { z } from 'zod';
import type { Site } from '@/lib/content';

import type { ComponentType } from 'react';

export interface BlockProps<T> {
  data: T;
  site: Site;
  /** Position on the page: the first block's heading is the page's h1. */
  index: number;
}

/** A block type: the zod shape its content must have and the component that renders it. */
export interface BlockDefinition<T = never> {
  schema: z.ZodType<T>;
  Component: ComponentType<BlockProps<T>>;
}

export function defineBlock<T>(schema: z.ZodType<T>, Component: ComponentType<BlockProps<T>>): BlockDefinition<T> {
  return { schema, Component };
}

const str = z.string().nullish().transform((v) => v ?? undefined);

export const LinkShape = z.object({
  _key: z.string().optional(),
  label: z.string(),
  path: str,
  url: str,
});
export type LinkShape = z.infer<typeof LinkShape>;

export const ImageShape = z
  .object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish(), alt: str })
  .nullish()
  .transform((v) => (v?.url ? { url: v.url, width: v.width ?? 1600, height: v.height ?? 700, alt: v.alt ?? '' } : undefined));

export { str };
