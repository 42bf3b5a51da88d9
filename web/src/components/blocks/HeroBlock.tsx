import { z } from 'zod';
import { ActionLinks } from './ActionLinks';
import { BlockHeading } from './Heading';
import { ImageShape, LinkShape, str, type BlockProps, defineBlock } from './shared';

const Hero = z.object({
  heading: z.string(),
  subheading: str,
  image: ImageShape,
  actions: z.array(LinkShape).nullish().transform((v) => v ?? []),
});

function Render({ data: hero, index }: BlockProps<z.infer<typeof Hero>>) {
  return (
    <section className="relative isolate overflow-hidden bg-gray-900 text-white">
      {hero.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- content SVG banner; the first paint must not wait for an optimiser
        <img
          src={hero.image.url}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          loading={index === 0 ? 'eager' : 'lazy'}
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        />
      ) : null}
      <div className="container-page py-16 md:py-24">
        <BlockHeading index={index} className="max-w-3xl text-3xl font-bold md:text-5xl">
          {hero.heading}
        </BlockHeading>
        {hero.subheading ? <p className="mt-4 max-w-2xl text-lg text-gray-100">{hero.subheading}</p> : null}
        <div className="mt-8">
          <ActionLinks actions={hero.actions} inverted />
        </div>
      </div>
    </section>
  );
}

export const HeroBlock = defineBlock(Hero, Render);
