import { useId } from 'react';
import { ShowMoreButton } from './ShowMoreButton';

const TOGGLE_CLASS = 'mt-3 inline-flex min-h-10 items-center rounded-md border border-gray-500 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100';

export interface KeyInformationGridProps {
  entries: { key: string; label: string; value: string }[];
  visible: number;
}

/** Key-information grid: the first `visible` entries, the rest behind 'Show More' / 'Show Less'. */
export function KeyInformationGrid({ entries, visible }: KeyInformationGridProps) {
  const id = useId();
  const collapsible = entries.length > visible;
  return (
    <>
      <dl id={id} className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="key-information">
        {entries.map((e, i) => (
          <div key={e.key} {...(collapsible && i >= visible ? { hidden: true, 'data-more': '' } : {})} data-key={e.key} className="key-fact">
            <dt>{e.label}</dt>
            <dd>{e.value}</dd>
          </div>
        ))}
      </dl>
      {collapsible ? <ShowMoreButton controls={id} moreLabel="Show More" lessLabel="Show Less" subject="key information" buttonClassName={TOGGLE_CLASS} /> : null}
    </>
  );
}

export interface FeatureListProps {
  features: string[];
  visible: number;
}

/** Features list: the first `visible` features, the rest behind 'Show All' / 'Show Less'. */
export function FeatureList({ features, visible }: FeatureListProps) {
  const id = useId();
  const collapsible = features.length > visible;
  return (
    <>
      <ul id={id} className="tick-list tick-list-muted grid gap-x-6 gap-y-2 text-gray-900 sm:grid-cols-2" data-testid="feature-list">
        {features.map((f, i) => (
          <li key={f} {...(collapsible && i >= visible ? { hidden: true, 'data-more': '' } : {})}>
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {collapsible ? <ShowMoreButton controls={id} moreLabel="Show All" lessLabel="Show Less" subject="features" buttonClassName={TOGGLE_CLASS} /> : null}
    </>
  );
}
