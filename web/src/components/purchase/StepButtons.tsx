import { buttonClass, inline } from '@/components/vehicle/styles';

/** Back (a plain button) and the step's submit button, busy while the step is saved. */
export function StepButtons({ onBack, busy, label = 'Continue' }: { onBack?: () => void; busy: boolean; label?: string }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {onBack ? (
        <button type="button" onClick={onBack} className={inline(buttonClass.outline)}>
          Back
        </button>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${inline(buttonClass.primary)} px-8 disabled:cursor-wait disabled:opacity-75`}>
        {busy ? 'Saving…' : label}
      </button>
    </div>
  );
}
