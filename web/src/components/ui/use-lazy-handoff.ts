'use client';

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { recordInteractions, untilPickerClosed, type HandoffRecorder, type HandoffSnapshot } from './handoff';
import { lazyModule, type LazyModule } from '@/lib/lazy/lazy-module';

const replayModule = lazyModule(() => import('./handoff-replay').then((m) => m.replayInteractions));

/**
 * Loads `module` the first time the shopper comes to use the element `container` is attached to
 * (a pointer over it, a touch, focus, a key, a click) and hands what they did meanwhile over to the
 * component rendered from it (see handoff.ts). Until then the caller renders its placeholder.
 * `enabled: false` holds the placeholder without listening (e.g. before hydration).
 */
export function useLazyHandoff<T>(module: LazyModule<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const [loaded, setLoaded] = useState<T | undefined>(() => module.get());
  const [element, setElement] = useState<HTMLElement | null>(null);
  const snapshot = useRef<HandoffSnapshot | undefined>(undefined);
  const recorder = useRef<HandoffRecorder | undefined>(undefined);

  /** Starts the load now (e.g. when a drawer holding the placeholder opens); false if it failed. */
  const load = useCallback(
    () =>
      Promise.all([module.load(), replayModule.load()]).then(
        async ([value]) => {
          if (element) await untilPickerClosed(element);
          if (recorder.current) {
            snapshot.current = recorder.current.stop();
            recorder.current = undefined;
          }
          setLoaded(() => value);
          return true;
        },
        (error: unknown) => {
          console.warn('[lazy] could not load', error);
          return false;
        },
      ),
    [module, element],
  );

  // A layout effect: listening starts in the same commit that shows the placeholder as usable (the
  // quick search's thumbs appear with `enabled`), so no key can come between the two.
  useLayoutEffect(() => {
    if (loaded !== undefined || !enabled || !element) return;
    let started = false;
    const current = recordInteractions(element, () => {
      if (started) return;
      started = true;
      // A failed chunk load (a flaky connection) is tried again on the next interaction.
      void load().then((ok) => {
        started = ok;
      });
    });
    recorder.current = current;
    return () => {
      if (recorder.current === current) {
        current.stop().release();
        recorder.current = undefined;
      }
    };
  }, [loaded, enabled, element, load]);

  useLayoutEffect(() => {
    const pending = snapshot.current;
    const replay = replayModule.get();
    if (loaded === undefined || !pending) return;
    snapshot.current = undefined;
    if (element && replay) void replay(element, pending);
    else pending.release();
  }, [loaded, element]);

  return { loaded, container: setElement, load };
}
