/**
 * The React mounting that every jsdom DOM test needs, in one place: a fresh <div> in the document for
 * each test, its root (created, or hydrated from server HTML), unmounted and removed after the test,
 * and a wait that lets React and timers run between tries.
 */
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

// Tells React that updates are driven through act(), so it flushes them there (and warns about the others).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  /** This test's <div>, in the document. */
  readonly container: HTMLDivElement;
  /** The root in `container`: created on first use (lazily, so that a test may hydrate instead). */
  readonly root: Root;
  /** Hydrates the server HTML the test put in `container`; `root` is then this one. */
  hydrate(element: ReactNode, options?: HydrationOptions): Root;
  /** Unmounts the root now (a page left); the next use of `root` makes a new one. */
  unmount(): void;
}

/**
 * Registers a beforeEach that makes the <div> and an afterEach that unmounts and removes it. Call it
 * before the file's own hooks: beforeEach hooks run in the order they are registered, so the file's
 * may render into `container`. afterEach hooks run in reverse (vitest's default `sequence.hooks`,
 * 'stack'), so the file's own would run before the unmount: teardown that must come after it (globals
 * the components use while unmounting, fake timers) goes in `afterUnmount`.
 */
export function domRoot({ afterUnmount }: { afterUnmount?: () => void } = {}): DomRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const current = () => {
    if (!container) throw new Error('domRoot: the container exists only while a test runs');
    return container;
  };
  const unmount = () => {
    act(() => root?.unmount());
    root = undefined;
  };
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    unmount();
    container?.remove();
    container = undefined;
    afterUnmount?.();
  });
  return {
    get container() {
      return current();
    },
    get root() {
      return (root ??= createRoot(current()));
    },
    hydrate(element, options) {
      root = hydrateRoot(current(), element, options);
      return root;
    },
    unmount,
  };
}

/** Waits (up to `timeout` ms) until `check` stops throwing, letting React and timers run between tries. */
export function until(check: () => void, timeout = 10_000): Promise<void> {
  return vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      check();
    },
    { timeout },
  );
}

/**
 * For the tests of a describe block that watch React as a browser runs it, outside act(): act() runs
 * React's queued work itself, in its own order, so what happens between the browser's tasks cannot be
 * seen inside it. Registers hooks that tell React it is not in an act() environment, then restore it.
 */
export function outsideAct(): void {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let saved: boolean | undefined;
  beforeEach(() => {
    saved = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    g.IS_REACT_ACT_ENVIRONMENT = saved;
  });
}
