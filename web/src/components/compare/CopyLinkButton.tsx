'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** How long 'Link copied' stays. */
const NOTE_MS = 3000;

/**
 * 'Copy link': puts this comparison's address (the page URL carries every car) on the clipboard.
 * It needs JavaScript, so it is not drawn until the page hydrates (no dead button without it); the
 * address bar is the fallback. Where the clipboard is refused, the address is shown to copy by hand.
 */
export function CopyLinkButton() {
  const hydrated = useHydrated();
  const [note, setNote] = useState<{ ok: boolean; url: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!hydrated) return null;

  const copy = async () => {
    const url = window.location.href;
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setNote({ ok: true, url });
      timer.current = setTimeout(() => setNote(null), NOTE_MS);
    } catch {
      // Kept until the next try: the shopper needs time to select the address.
      setNote({ ok: false, url });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100"
      >
        Copy link
      </button>
      <p role="status" className="text-sm text-gray-800">
        {note?.ok ? 'Link copied' : null}
        {note && !note.ok ? (
          <>
            Sorry, we could not copy the link. Copy it from here: <span className="break-all font-semibold select-all">{note.url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
