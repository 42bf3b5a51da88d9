/**
 * What stands in a vehicle-page form's place until its code has loaded: a sketch of the form's
 * fields laid out as the form lays them out (two per row from md), so the form arrives with little
 * movement on any screen width; it says what is coming — or, without JavaScript, what to do instead.
 * Drawn by LazyVehicleForm from these few props, not handed to it as markup: markup passed to a
 * client component travels in the page's RSC payload too, and the dialogs' forms (test drive, offer,
 * photo request) are not even in the HTML until opened: the sketches' share of the Camry's payload went
 * from 4.9 KB to 0.2 KB (measured 2026-11-27).
 */
export interface FormPlaceholderProps {
  what: string;
  /** Inputs the form shows first. */
  fields: number;
  /** A multi-step form: its step heading and progress bar come first. */
  steps?: boolean;
}

export function FormPlaceholder({ what, fields, steps = false }: FormPlaceholderProps) {
  return (
    <div data-form-placeholder="">
      <p className="text-sm text-gray-700">
        The {what} form is loading…
        <noscript> It needs JavaScript: please turn it on, or call or visit us.</noscript>
      </p>
      <div aria-hidden="true" className="mt-4 animate-pulse motion-reduce:animate-none">
        {steps ? (
          <div className="mb-5">
            <div className="h-4 w-24 rounded bg-gray-200" />
            <div className="mt-2 h-6 w-48 rounded bg-gray-200" />
            <div className="mt-4 h-1.5 rounded-full bg-gray-200" />
          </div>
        ) : null}
        <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
          {Array.from({ length: fields }, (_, i) => (
            <div key={i} className="form-sketch-field" />
          ))}
        </div>
        {/* The collection notice: eleven lines on a phone, four from md. */}
        <div className="form-sketch-lines mt-6 h-[13.25rem] md:h-[4.5rem]" />
        <div className="mt-6 h-11 w-40 rounded-md bg-gray-200" />
      </div>
    </div>
  );
}
