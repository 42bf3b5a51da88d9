import { SmartLink } from '@/components/site/SmartLink';
import type { LinkShape } from './shared';

export function ActionLinks({ actions, inverted = false }: { actions: LinkShape[]; inverted?: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, i) => (
        <SmartLink
          key={action._key ?? i}
          path={action.path}
          url={action.url}
          className={
            i === 0
              ? inverted
                ? 'rounded-md bg-white px-5 py-3 font-semibold text-gray-900 hover:bg-gray-100'
                : 'rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink hover:opacity-90'
              : inverted
                ? 'rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10'
                : 'rounded-md border border-gray-400 px-5 py-3 font-semibold text-gray-900 hover:bg-gray-100'
          }
        >
          {action.label}
        </SmartLink>
      ))}
    </div>
  );
}
