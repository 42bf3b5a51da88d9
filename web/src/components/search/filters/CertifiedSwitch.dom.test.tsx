// @vitest-environment jsdom
/** The certified switch's Radix code loads on first use; a press on its placeholder still toggles it. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY, type StockQuery } from '@/lib/search/query';
import { CERTIFIED_SWITCH_LABEL, CertifiedSwitch } from './CertifiedSwitch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const onChange = vi.fn<(next: StockQuery) => void>();

beforeEach(() => {
  onChange.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<CertifiedSwitch query={EMPTY_QUERY} onChange={onChange} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CertifiedSwitch', () => {
  it('is a named, unchecked switch before its code loads, and a press on it refines certified=true', async () => {
    const placeholder = container.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(placeholder.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(placeholder.getAttribute('aria-labelledby')!)!.textContent).toBe(CERTIFIED_SWITCH_LABEL);
    act(() => placeholder.click());
    expect(onChange).not.toHaveBeenCalled();
    for (let i = 0; i < 20 && onChange.mock.calls.length === 0; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[role="switch"]')).not.toBe(placeholder);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].refinements.certified).toEqual(['true']);
  });
});
