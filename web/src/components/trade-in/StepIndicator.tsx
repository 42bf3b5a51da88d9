/**
 * Where the shopper is in the wizard: an ordered list of the steps, the current one marked with
 * aria-current="step", the ones behind it as completed (in words too, not by colour alone).
 */
import { stepLabel } from './copy';
import { STEPS, stepIndex, type StepId } from './wizard-state';

export function StepIndicator({ step }: { step: StepId }) {
  const current = stepIndex(step);
  return (
    <ol aria-label="Valuation steps" className="flex flex-wrap gap-x-4 gap-y-2 text-sm" data-step-indicator="">
      {STEPS.map((s, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={s.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-2 ${state === 'current' ? 'font-bold text-gray-900' : state === 'done' ? 'text-gray-800' : 'text-gray-700'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold ${
                state === 'current' ? 'border-brand bg-brand text-brand-ink' : state === 'done' ? 'border-gray-700 bg-gray-700 text-white' : 'border-gray-500 bg-white text-gray-800'
              }`}
            >
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span>
              <span className="sr-only">{`Step ${i + 1} of ${STEPS.length}: `}</span>
              {stepLabel(s.id)}
              {state === 'done' ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
