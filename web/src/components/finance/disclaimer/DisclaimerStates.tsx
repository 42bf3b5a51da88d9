/** The disclaimer's spinner while its text (and the code that fetches it) comes: the dialog shows it at once. */
export function DisclaimerLoading() {
  return (
    <p id="financeDisclaimer" data-state="loading" role="status" className="flex items-center gap-2 text-gray-700">
      <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-gray-400 border-t-gray-900 motion-reduce:animate-none" />
      Loading the disclaimer…
    </p>
  );
}

/** When the text cannot be had: what the estimate is, in general words. */
export function DisclaimerFailed() {
  return (
    <p id="financeDisclaimer" data-state="failed" className="text-gray-900">
      The disclaimer could not be loaded. The estimate is indicative only and not an offer of finance; please ask us for the details.
    </p>
  );
}
