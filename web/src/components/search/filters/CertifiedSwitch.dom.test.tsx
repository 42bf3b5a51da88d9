// @vitest-environment jsdom
/** The certified switch's Radix code loads on first use; a press on its placeholder still toggles it. */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY, type StockQuery } from '@/lib/search/query';
import { domRoot } from '../../../../test/support/dom-root';
import { CERTIFIED_SWITCH_LABEL, CertifiedSwitch } from './CertifiedSwitch';

const dom = domRoot();
const onChange = vi.fn<(next: StockQuery) => void>();

beforeEach(() => {
  onChange.mockClear();
  act(() => dom.root.render(<CertifiedSwitch query={EMPTY_QUERY} onChange={onChange} />));
});

describe('CertifiedSwitch', () => {
  it('is a named, unchecked switch before its code loads, and a press on it refines certified=true', async () => {
    const placeholder = dom.container.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(placeholder.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(placeholder.getAttribute('aria-labelledby')!)!.textContent).toBe(CERTIFIED_SWITCH_LABEL);
    act(() => placeholder.click());
    expect(onChange).not.toHaveBeenCalled();
    for (let i = 0; i < 20 && onChange.mock.calls.length === 0; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dom.container.querySelector('[role="switch"]')).not.toBe(placeholder);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].refinements.certified).toEqual(['true']);
  });
});
