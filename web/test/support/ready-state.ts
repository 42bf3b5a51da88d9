/**
 * jsdom's document.readyState, set by a test to stand for a page still loading or loaded (jsdom's own
 * is 'complete' and never changes). A test that sets it puts 'complete' back after itself.
 */
export function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}
