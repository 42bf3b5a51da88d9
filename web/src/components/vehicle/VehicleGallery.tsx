'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GalleryImage } from '@/lib/vehicle/page-model';

export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The photo gallery: a scroll-snap track (native swipe on touch screens), previous/next buttons,
 * ←/→ keys, thumbnails, 'Photo N of M' and a full-screen toggle. The first photo is the page's LCP
 * element: eager, fetchpriority high, explicit size, in the server HTML.
 */
export function VehicleGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // Photos after the first (and the thumbnails, which share their URLs) load only once the page is
  // interactive, so they never compete with the first photo, the page's LCP element.
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const count = images.length;

  const go = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = Math.max(0, Math.min(count - 1, next));
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: target * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [count],
  );

  // The index follows the track's scroll position (swipes and scroll-snap included).
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const current = Math.round(el.scrollLeft / el.clientWidth);
    if (current !== index) setIndex(current);
  };

  // Keep the active thumbnail in view.
  useEffect(() => {
    const list = thumbs.current;
    const active = list?.children[index] as HTMLElement | undefined;
    if (list && active)
      list.scrollTo({
        left: active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2,
        behavior: 'auto',
      });
  }, [index]);

  useEffect(() => {
    const start = () => setReady(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Re-align the track to the current photo when its width changes (rotation, full screen).
  const indexRef = useRef(0);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      el.scrollTo({ left: indexRef.current * width, behavior: 'auto' });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      go(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      go(count - 1);
    }
  };

  const toggleFullscreen = () => {
    const el = root.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.().catch(() => undefined);
  };

  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-gray-100 text-gray-600">
        Photos coming soon
      </div>
    );
  }

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      onKeyDown={onKeyDown}
      className={fullscreen ? 'flex h-full flex-col justify-center bg-black p-4' : ''}
    >
      <div className="group relative overflow-hidden rounded-lg bg-gray-100">
        <div
          ref={track}
          onScroll={onScroll}
          tabIndex={0}
          // A focusable scroll area needs a name, and a name needs a role (aria-label on a plain div is
          // invalid HTML and ignored by screen readers): the slides' group.
          role="group"
          aria-label="Photos; use the left and right arrow keys to browse"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, i) => (
            <div
              key={image.url}
              role="group"
              aria-roledescription="slide"
              aria-label={`Photo ${i + 1} of ${count}`}
              aria-hidden={i !== index}
              className="w-full shrink-0 snap-center snap-always"
            >
              {i > 0 && !ready ? (
                <div className="aspect-[3/2] w-full bg-gray-100" />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
                <img
                  src={image.url}
                  alt={image.alt}
                  width={GALLERY_WIDTH}
                  height={GALLERY_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  draggable={false}
                  className={`block w-full select-none ${fullscreen ? 'max-h-[80vh] object-contain' : 'aspect-[3/2] object-cover'}`}
                />
              )}
            </div>
          ))}
        </div>

        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label="Previous photo"
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white disabled:opacity-40"
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              disabled={index === count - 1}
              aria-label="Next photo"
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white disabled:opacity-40"
            >
              <Arrow direction="right" />
            </button>
          </>
        ) : null}

        <p
          aria-live="polite"
          className="absolute bottom-3 left-3 rounded bg-gray-900/85 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
        >
          Photo {index + 1} of {count}
        </p>
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          className="absolute right-3 bottom-3 inline-flex min-h-8 items-center gap-1 rounded bg-gray-900/85 px-2.5 text-xs font-semibold text-white hover:bg-gray-900"
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path
              d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {fullscreen ? 'Exit full screen' : 'Full screen'}
        </button>
      </div>

      {count > 1 ? (
        <ul
          ref={thumbs}
          aria-label="Choose a photo"
          className="mt-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]"
        >
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-md border-2 ${i === index ? 'border-brand' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                {ready ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
                  <img
                    src={image.url}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="block h-16 w-24 bg-gray-100 object-cover"
                  />
                ) : (
                  <span className="block h-16 w-24 bg-gray-100" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
