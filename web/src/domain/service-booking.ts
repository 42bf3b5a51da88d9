/**
 * Book a Service (spec §2 Navigation, Service menu): the dealer network's booking page under the
 * site's base domain, or /genuine-service when no base domain is configured.
 */
export const GENUINE_SERVICE_PATH = '/genuine-service';

export function bookServiceHref(baseDomain: string | null | undefined): string {
  const base = baseDomain?.trim().replace(/\/+$/, '');
  if (!base || !/^https:\/\/[^/\s]+/.test(base)) return GENUINE_SERVICE_PATH;
  return `${base}/service-booking`;
}
