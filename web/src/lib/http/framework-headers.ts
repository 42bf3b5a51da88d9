/**
 * Headers the Next.js client router sends with its RSC requests, checked before a page renders.
 * Next parses `Next-Router-State-Tree` deep in the renderer and answers a junk value with a 500; a
 * client can send anything, so the server hooks refuse such a request with a 400 instead. (Not the
 * proxy: Next strips the router headers from the request its proxy sees.) The check is Next's own
 * validator, so the hook and the renderer can never disagree about what is valid.
 */
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

export const ROUTER_STATE_HEADER = 'next-router-state-tree';

/** A reason to refuse the request, or undefined when its framework headers are sound. */
export function hostileFrameworkHeader(headers: { get(name: string): string | null }): string | undefined {
  const state = headers.get(ROUTER_STATE_HEADER);
  if (state === null) return undefined;
  try {
    parseAndValidateFlightRouterState(state);
    return undefined;
  } catch {
    return 'Bad request: malformed router state header.';
  }
}
