// @vitest-environment jsdom
/**
 * What a component learns about the HTML it was first drawn into, and that learning it costs no
 * render in the task after hydration: useRenderedFromServer never makes React render again, and
 * useHydrated turns true in a later task (a transition), not inside the effects' flush.
 */
import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { domRoot, outsideAct } from '../../../test/support/dom-root';
import { serverHtml } from '../../../test/support/server-render';
import { useHydrated, useRenderedFromServer } from './use-hydrated';

const dom = domRoot();
let renders: string[] = [];
beforeEach(() => {
  renders = [];
});

function FromServer() {
  const fromServer = useRenderedFromServer();
  renders.push(`from-server:${fromServer}`);
  return <p data-testid="from-server">{String(fromServer)}</p>;
}

function Hydrated() {
  const hydrated = useHydrated();
  renders.push(`hydrated:${hydrated}`);
  return <p data-testid="hydrated">{String(hydrated)}</p>;
}

const text = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('useRenderedFromServer', () => {
  it('is true in the server HTML and while hydrating it, and React renders the component once', async () => {
    dom.container.innerHTML = await serverHtml(<FromServer />);
    expect(dom.container.textContent).toBe('true');
    renders = [];
    await act(async () => {
      dom.hydrate(<FromServer />);
      await Promise.resolve();
    });
    expect(text('from-server')).toBe('true');
    // The usual useSyncExternalStore(…, () => false, () => true) renders a second time here, with false.
    expect(renders).toEqual(['from-server:true']);
  });

  it('is false for a component the browser draws itself, and stays false', async () => {
    await act(async () => {
      dom.root.render(<FromServer />);
      await Promise.resolve();
    });
    expect(text('from-server')).toBe('false');
    await act(async () => {
      dom.root.render(<FromServer />);
      await Promise.resolve();
    });
    expect(renders).toEqual(['from-server:false', 'from-server:false']);
  });
});

describe('useHydrated', () => {
  it('is false in the server HTML and true at once for a component the browser draws', async () => {
    expect(await serverHtml(<Hydrated />)).toContain('false');
    renders = [];
    await act(async () => {
      dom.root.render(<Hydrated />);
      await Promise.resolve();
    });
    expect(renders).toEqual(['hydrated:true']);
  });

  describe('after hydration (outside act, as a browser runs it)', () => {
    outsideAct();

    it('turns true in a later task than the one that runs the page’s effects', async () => {
      // What the DOM says at the end of the task that ran the effects: a microtask queued from an
      // effect runs once that task is done. The effect takes longer than React's 5 ms slice, as a
      // real page's effects do, so React's scheduler hands the thread back before its next piece of
      // work; a synchronous re-render (the usual useSyncExternalStore) would come before that.
      let atEndOfEffectsTask: string | null | undefined;
      function Page() {
        useEffect(() => {
          const until = performance.now() + 10;
          while (performance.now() < until) {
            // busy, as a page's effects are
          }
          queueMicrotask(() => {
            atEndOfEffectsTask = text('hydrated');
          });
        }, []);
        return <Hydrated />;
      }
      dom.container.innerHTML = await serverHtml(<Page />);
      renders = [];
      dom.hydrate(<Page />);
      // Not until(): act() would run React's queued work itself, in its own order.
      for (let i = 0; i < 200 && text('hydrated') !== 'true'; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(text('hydrated')).toBe('true');
      expect(atEndOfEffectsTask).toBe('false');
      expect(renders).toEqual(['hydrated:false', 'hydrated:true']);
    });
  });
});
