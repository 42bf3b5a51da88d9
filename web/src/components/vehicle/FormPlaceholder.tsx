/**
 * What stands in a vehicle-page form's place until its code has loaded: a sketch of the form's
 * fields laid out as the form lays them out (two per row from md), so the form arrives with little
 * movement on any screen width; it says what is coming — or, without JavaScript, what to do instead.
 */
export function FormPlaceholder({ what, fields, steps = false }: {
  what: string;
  /** Inputs the form shows first. */
  fields: number;
  /** A multi-step form: its step heading and progress bar come first. */
  steps?: boolean;
}) {
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
            <div key={i}>
              <div className="h-4 w-28 rounded bg-gray-200" />
              <div className="mt-2 h-11 rounded-md bg-gray-100" />
            </div>
          ))}
        </div>
        <div className="mt-6 space-y-2">
          <div className="h-3 rounded bg-gray-100" />
          <div className="h-3 rounded bg-gray-100" />
          <div className="h-3 rounded bg-gray-100" />
          {/* The collection notice runs to three times the lines on a phone. */}
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="h-3 rounded bg-gray-100 md:hidden" />
          ))}
          <div className="h-3 w-2/3 rounded bg-gray-100" />
        </div>
        <div className="mt-6 h-11 w-40 rounded-md bg-gray-200" />
      </div>
    </div>
  );
}
