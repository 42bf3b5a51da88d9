/**
 * The honeypot (spec'd as `company_website`): an input people never see or reach — off-screen,
 * out of the tab order, hidden from assistive technology, not autofilled — that form-filling bots
 * tend to fill. The server answers a filled one like a success and stores nothing.
 */
import type { RefObject } from 'react';

export function Honeypot({ inputRef, id }: { inputRef: RefObject<HTMLInputElement | null>; id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={inputRef} id={id} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
