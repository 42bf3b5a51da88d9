/**
 * What VisitRecorder does on each page, in its own module so the layout's first load carries only
 * the recorder's effect: this code (campaign parameters, the visited-pages list) arrives a moment
 * after the page, which is soon enough for a list that travels with a lead.
 */
import { captureLinkedParams } from './linked-params';
import { pagePath, recordVisit } from './visited-pages';

export function recordPageVisit(pathname: string, search: string): void {
  captureLinkedParams(search);
  recordVisit(pagePath(pathname, search));
}
