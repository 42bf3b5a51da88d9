'use client';

import { startTransition, useEffect, useState } from 'react';
import type { LazyModule } from '@/lib/lazy/lazy-module';
import { inOwnTask } from '@/lib/tasks/own-task';

/**
 * A lazyModule for rendering: undefined until it has arrived, fetched once `wanted` holds (at once by
 * default: code that is needed after the page is up, not with it); `failed` when it could not be
 * fetched, so the caller can show what it shows without it.
 *
 * What the module brings is drawn in a transition. A state update from a promise is otherwise
 * rendered in one piece, however long it takes (on the search page the save controls of every result
 * card arrive together, soon after start-up). In a transition React renders in slices and lets the
 * browser in between (a tap, a frame). The fetch itself starts in a task of its own (inOwnTask), not
 * in the flush of effects that mounted the caller.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): { module?: T; failed: boolean } {
  const [state, setState] = useState<{ module?: T; failed: boolean }>(() => ({ module: module.get(), failed: false }));
  const arrived = state.module !== undefined || state.failed;
  useEffect(() => {
    if (!wanted || arrived) return;
    let live = true;
    const cancel = inOwnTask(() => {
      module.load().then(
        (value) => {
          if (live) startTransition(() => setState({ module: value, failed: false }));
        },
        (error: unknown) => {
          console.warn('[lazy] could not load', error);
          if (live) startTransition(() => setState({ failed: true }));
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [module, wanted, arrived]);
  return state;
}
