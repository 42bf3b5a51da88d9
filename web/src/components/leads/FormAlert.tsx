/** A form-level failure (spec §8 "form-level error shows a destructive alert"): server or network. */
export function FormAlert({ message }: { message?: string }) {
  // The live region is always in the page so the message is announced when it appears.
  return (
    <div role="alert" className={message ? 'mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900' : undefined}>
      {message ?? null}
    </div>
  );
}
