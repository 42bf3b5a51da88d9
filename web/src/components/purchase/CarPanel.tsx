'use client';

/** Step 1: the car and its price breakdown (nothing to answer: Continue starts the saved deal). */
import type { StepPanelProps } from './types';
import { Breakdown } from './Breakdown';
import { StepButtons } from './StepButtons';

export function CarPanel({ view, busy, onSave, holdHours }: StepPanelProps & { holdHours: number }) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({});
      }}
    >
      {view.car.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the feed's own photo, as on result cards
        <img src={view.car.image} alt={view.car.title} width={640} height={427} className="mt-4 aspect-[3/2] w-full max-w-md rounded-md object-cover" />
      ) : null}
      <p className="mt-4 text-lg font-semibold">{view.car.title}</p>
      {view.car.stocknum ? <p className="text-sm text-gray-700">Stock number {view.car.stocknum}</p> : null}
      <div className="mt-4 max-w-md">
        <Breakdown breakdown={view.breakdown} />
      </div>
      <p className="mt-4 text-gray-800">
        You pay a {view.breakdown.deposit_text} refundable deposit at the end, and we hold the car for you for {holdHours} hours while the dealer confirms your order. The balance is paid when you take delivery.
      </p>
      <StepButtons busy={busy} />
    </form>
  );
}
