/**
 * Where the shopper is in the application: an ordered list of the steps, the current one marked
 * aria-current="step", the ones done said to be done (in words, not only by colour).
 */
import { FINANCE_STEPS } from '@forecourt/schemas/finance/application-fields';

export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Application progress" className="mb-6">
      <ol data-testid="finance-steps" className="grid grid-cols-3 gap-2 text-xs sm:grid-cols-6">
        {FINANCE_STEPS.map((s, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li
              key={s.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-step={s.id}
              className={`border-t-4 pt-1.5 ${
                state === 'todo' ? 'border-gray-300 text-gray-700' : 'border-brand text-gray-900'
              } ${state === 'current' ? 'font-bold' : ''}`}
            >
              <span className="sr-only">{state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : ''}</span>
              <span aria-hidden="true">{index + 1}. </span>
              {s.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
