import { z } from 'zod';
import { ActionLinks } from './ActionLinks';
import { BlockHeading } from './Heading';
import { LinkShape, str, type BlockProps, defineBlock } from './shared';

const Cta = z.object({ heading: z.string(), text: str, actions: z.array(LinkShape) });

function Render({ data: cta, index }: BlockProps<z.infer<typeof Cta>>) {
  return (
    <section className="bg-brand text-brand-ink">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <BlockHeading index={index} className="text-2xl font-bold">
            {cta.heading}
          </BlockHeading>
          {cta.text ? <p className="mt-2 max-w-2xl">{cta.text}</p> : null}
        </div>
        <ActionLinks actions={cta.actions} inverted />
      </div>
    </section>
  );
}

export const CtaBlock = defineBlock(Cta, Render);
