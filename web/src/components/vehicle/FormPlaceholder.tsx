/**
 * What stands in a vehicle-page form's place until its code has loaded: it keeps roughly the form's
 * height (so little moves when the form arrives) and says what is coming — or, without JavaScript,
 * what to do instead.
 */
export function FormPlaceholder({ what, minHeight }: { what: string; minHeight: string }) {
  return (
    <div className={minHeight} data-form-placeholder="">
      <p className="text-sm text-gray-700">
        The {what} form is loading…
        <noscript> It needs JavaScript: please turn it on, or call or visit us.</noscript>
      </p>
    </div>
  );
}
