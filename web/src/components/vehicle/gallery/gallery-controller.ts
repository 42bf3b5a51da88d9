/**
 * What the gallery's controls do, attached to the server's markup (VehicleGallery) once wanted
 * (GallerySection): previous/next buttons, ←/→/Home/End, thumbnails, 'Photo N of M' following the
 * track's scroll position (swipes and scroll snap included), the active thumbnail kept in view, the
 * full-screen toggle, and the track re-aligned to its photo when its width changes (rotation, full
 * screen). The page's markup is the gallery at its first photo; this keeps its attributes in step.
 */
export interface GalleryController {
  /** Does what a click on this control does (a press made before the controller was there). */
  press: (control: Element) => void;
  detach: () => void;
}

export function attachGallery(section: HTMLElement): GalleryController {
  const one = <T extends Element>(selector: string) => section.querySelector<T>(selector);
  const track = one<HTMLElement>('[data-gallery-track]');
  const slides = [...section.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
  const thumbs = [...section.querySelectorAll<HTMLElement>('[data-gallery-thumb]')];
  const thumbList = one<HTMLElement>('[data-gallery-thumbs]');
  const previous = one<HTMLButtonElement>('[data-gallery-prev]');
  const next = one<HTMLButtonElement>('[data-gallery-next]');
  const counter = one<HTMLElement>('[data-gallery-count]');
  const fullscreenButton = one<HTMLButtonElement>('[data-gallery-fullscreen]');
  const fullscreenLabel = one<HTMLElement>('[data-gallery-fullscreen-label]');
  const count = slides.length;
  let index = -1;

  const show = (target: number) => {
    if (target === index) return;
    index = target;
    slides.forEach((slide, i) => slide.setAttribute('aria-hidden', String(i !== index)));
    if (previous) previous.disabled = index === 0;
    if (next) next.disabled = index === count - 1;
    if (counter) counter.textContent = `Photo ${index + 1} of ${count}`;
    thumbs.forEach((thumb, i) => (i === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current')));
    // Keep the active thumbnail in view.
    const active = thumbList?.children[index] as HTMLElement | undefined;
    if (thumbList && active) thumbList.scrollTo({ left: active.offsetLeft - thumbList.clientWidth / 2 + active.clientWidth / 2, behavior: 'auto' });
  };

  const go = (wanted: number) => {
    if (!track || count === 0) return;
    const target = Math.max(0, Math.min(count - 1, wanted));
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: target * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    show(target);
  };

  // The index follows the track's scroll position (swipes and scroll snap included).
  const onScroll = () => {
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    if (current !== index) show(current);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void section.requestFullscreen?.().catch(() => undefined);
  };
  const onFullscreen = () => {
    const on = document.fullscreenElement === section;
    section.toggleAttribute('data-fullscreen', on);
    fullscreenButton?.setAttribute('aria-pressed', String(on));
    if (fullscreenLabel) fullscreenLabel.textContent = on ? 'Exit full screen' : 'Full screen';
  };

  const press = (control: Element) => {
    if (control === previous) go(index - 1);
    else if (control === next) go(index + 1);
    else if (control === fullscreenButton) toggleFullscreen();
    else {
      const thumb = thumbs.indexOf(control as HTMLElement);
      if (thumb >= 0) go(thumb);
    }
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest('[data-gallery-prev],[data-gallery-next],[data-gallery-thumb],[data-gallery-fullscreen]');
    if (control && section.contains(control)) press(control);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.key === 'ArrowLeft' ? index - 1 : event.key === 'ArrowRight' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : undefined;
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  // Re-align the track to the current photo when its width changes (rotation, full screen).
  let width = track?.clientWidth ?? 0;
  const resize =
    track && typeof ResizeObserver !== 'undefined'
      ? new ResizeObserver(() => {
          if (track.clientWidth === width) return;
          width = track.clientWidth;
          track.scrollTo({ left: index * width, behavior: 'auto' });
        })
      : undefined;

  // Where a swipe or a key before now has left the track.
  index = 0;
  onScroll();
  track?.addEventListener('scroll', onScroll, { passive: true });
  section.addEventListener('click', onClick);
  section.addEventListener('keydown', onKeyDown);
  document.addEventListener('fullscreenchange', onFullscreen);
  if (track) resize?.observe(track);
  onFullscreen();

  return {
    press,
    detach: () => {
      track?.removeEventListener('scroll', onScroll);
      section.removeEventListener('click', onClick);
      section.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('fullscreenchange', onFullscreen);
      resize?.disconnect();
    },
  };
}
