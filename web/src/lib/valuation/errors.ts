/**
 * The one error a valuation engine throws for an outage: the provider could not be reached, did not
 * answer in time, refused our key, failed, or answered something that is not its API's shape. Callers
 * turn it into `provider_unavailable` (value.ts) or a 503 (the rego route). Messages never carry the
 * registration, the shopper or the key: they are logged.
 */
export class ValuationProviderError extends Error {
  override name = 'ValuationProviderError';
  /** The provider's HTTP status, when it answered one. */
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** An error as a log line with no personal data: our own errors' messages, any other error's name only. */
export function describeError(error: unknown): string {
  if (error instanceof ValuationProviderError) return `${error.name}: ${error.message}`;
  if (error instanceof Error) return error.name;
  return typeof error;
}
