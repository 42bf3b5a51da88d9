import { z } from 'zod';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Features = z.object({ heading: str, items: z.array(z.string()) });

/** Selling points: the used-car guarantees banner, the fleet block's points, and the like. */
function Render({ data: features, index }: BlockProps<z.infer<typeof Features>>) {
  return (
    <section className="border-y border-gray-200 bg-gray-50">
      <div className="container-page py-10">
        {features.heading ? <BlockHeading index={index}>{features.heading}</BlockHeading> : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {features.items.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-lg bg-white p-4 shadow-sm">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-text">
                <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
              <span className="font-medium">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const FeatureListBlock = defineBlock(Features, Render);
