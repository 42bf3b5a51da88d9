import type { PageBlockType } from '@forecourt/schemas/sanity';
import type { PageBlock, Site } from '@/lib/content';
import { CtaBlock } from './CtaBlock';
import { FeatureListBlock } from './FeatureListBlock';
import { HeroBlock } from './HeroBlock';
import { LeadFormBlock } from './LeadFormBlock';
import { LocationsBlock } from './LocationsBlock';
import { OffersBlock } from './OffersBlock';
import { QuickSearchBlock } from './QuickSearchBlock';
import { ReviewsBlock } from './ReviewsBlock';
import { RichTextBlock } from './RichTextBlock';
import type { BlockDefinition } from './shared';
import { StockTilesBlock } from './StockTilesBlock';

/** One typed map from a block's `_type` to its component: a schema block without one fails typecheck. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry pairs its own schema and props type
const BLOCKS: Record<PageBlockType, BlockDefinition<any>> = {
  heroBlock: HeroBlock,
  richTextBlock: RichTextBlock,
  stockTilesBlock: StockTilesBlock,
  offersBlock: OffersBlock,
  locationsBlock: LocationsBlock,
  reviewsBlock: ReviewsBlock,
  ctaBlock: CtaBlock,
  featureListBlock: FeatureListBlock,
  quickSearchBlock: QuickSearchBlock,
  leadFormBlock: LeadFormBlock,
};

export function blockDefinition(type: string): BlockDefinition<unknown> | undefined {
  return Object.hasOwn(BLOCKS, type) ? (BLOCKS[type as PageBlockType] as BlockDefinition<unknown>) : undefined;
}

/**
 * A block this deployment cannot render (unknown type, or content that fails its shape): visible to
 * the marketer previewing the page, harmless to the shopper, and logged.
 */
function UnavailableBlock({ type }: { type: string }) {
  return (
    <div role="note" data-block-fallback={type} className="container-page my-4 rounded border border-dashed border-gray-400 p-4 text-sm text-gray-700">
      This section is not available at the moment.
    </div>
  );
}

export function PageBlocks({ blocks, site, offset = 0 }: { blocks: PageBlock[]; site: Site; offset?: number }) {
  return (
    <>
      {blocks.map((block, i) => {
        const definition = blockDefinition(block._type);
        const parsed = definition?.schema.safeParse(block);
        if (!definition || !parsed?.success) {
          console.warn(`[blocks] cannot render ${block._type} ${block._key}`, parsed?.error?.issues ?? 'unknown type');
          return <UnavailableBlock key={block._key} type={block._type} />;
        }
        const { Component } = definition;
        return <Component key={block._key} data={parsed.data} site={site} index={i + offset} />;
      })}
    </>
  );
}
