import { z } from 'zod';
import { BlockHeading } from './Heading';
import { RichText } from './RichText';
import { str, type BlockProps, defineBlock } from './shared';

const Text = z.object({ heading: str, body: z.array(z.unknown()) });

function Render({ data: text, index }: BlockProps<z.infer<typeof Text>>) {
  return (
    <section className="container-page py-10">
      <div className="max-w-3xl">
        {text.heading ? <BlockHeading index={index}>{text.heading}</BlockHeading> : null}
        <RichText value={text.body} />
      </div>
    </section>
  );
}

export const RichTextBlock = defineBlock(Text, Render);
