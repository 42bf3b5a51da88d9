// @vitest-environment jsdom
/**
 * useLazyModule: undefined until the module arrives, `failed` when it cannot; and what the module
 * brings is drawn in slices, with the browser let in between, not in one long task.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { domRoot, outsideAct, until } from '../../../test/support/dom-root';
import { useLazyModule } from './use-lazy-module';

const dom = domRoot();

type Badge = { label: string };

function Card({
  code,
  index,
  onRender,
}: {
  code: ReturnType<typeof lazyModule<Badge>>;
  index: number;
  onRender?: () => void;
}) {
  const { module, failed } = useLazyModule(code);
  if (module) onRender?.();
  return <p data-card={index}>{module ? module.label : failed ? 'without it' : 'waiting'}</p>;
}

const cards = () => [...dom.container.querySelectorAll('[data-card]')].map((card) => card.textContent);

describe('useLazyModule', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws the module once it arrives, and what the page shows without it when it cannot be fetched', async () => {
    const code = lazyModule(() => Promise.resolve({ label: 'Save' }));
    const broken = lazyModule<Badge>(() => Promise.reject(new Error('offline')));
    await act(async () => {
      dom.root.render(
        <>
          <Card code={code} index={0} />
          <Card code={broken} index={1} />
        </>,
      );
      await Promise.resolve();
    });
    await until(() => expect(cards()).toEqual(['Save', 'without it']));
  });

  it('has the module at once when it has already arrived', async () => {
    const code = lazyModule(() => Promise.resolve({ label: 'Save' }));
    await code.load();
    act(() => dom.root.render(<Card code={code} index={0} />));
    expect(cards()).toEqual(['Save']);
  });

  /** A module that counts how often it is fetched. */
  const counted = () => {
    const counter = { fetches: 0 };
    const code = lazyModule(() => {
      counter.fetches += 1;
      return Promise.resolve({ label: 'Save' });
    });
    return { counter, code };
  };

  it('starts the fetch in a task of its own, after the flush of effects that mounted it', async () => {
    const { counter, code } = counted();
    act(() => dom.root.render(<Card code={code} index={0} />));
    // act() has run the card's effects; the fetch waits for a task of its own.
    expect(counter.fetches).toBe(0);
    await until(() => expect(cards()).toEqual(['Save']));
    expect(counter.fetches).toBe(1);
  });

  it('fetches nothing for a card gone before that task', async () => {
    const { counter, code } = counted();
    act(() => dom.root.render(<Card code={code} index={0} />));
    act(() => dom.root.render(null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(counter.fetches).toBe(0);
  });

  describe('outside act, as a browser runs it', () => {
    outsideAct();

    it('draws what arrives in slices: the browser runs its own work before all of it is drawn', async () => {
      // Twenty cards whose drawing takes 2 ms each once the module is there: 40 ms of rendering,
      // far beyond React's 5 ms slice. Drawn in one piece (a plain state update from a promise),
      // nothing else would run until every card was drawn and shown.
      const COUNT = 20;
      const busy = () => {
        const until = performance.now() + 2;
        while (performance.now() < until) {
          // rendering work
        }
      };
      let drawn = 0;
      const code = lazyModule(
        () => new Promise<Badge>((resolve) => setTimeout(() => resolve({ label: 'Save' }), 20)),
      );
      dom.root.render(
        Array.from({ length: COUNT }, (_, i) => (
          <Card
            key={i}
            code={code}
            index={i}
            onRender={() => {
              drawn += 1;
              busy();
            }}
          />
        )),
      );
      // Sample, between the browser's tasks, how far the drawing has got while none of it is shown.
      const midway: number[] = [];
      const sample = () => {
        if (drawn > 0 && drawn < COUNT && cards().every((text) => text === 'waiting')) midway.push(drawn);
      };
      const allSaved = () => cards().length === COUNT && cards().every((text) => text === 'Save');
      for (let i = 0; i < 400 && !allSaved(); i++) {
        sample();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      expect(cards()).toEqual(Array.from({ length: COUNT }, () => 'Save'));
      expect(midway.length).toBeGreaterThan(0);
    });
  });
});
