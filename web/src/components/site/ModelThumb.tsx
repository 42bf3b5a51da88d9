/** A model's image in the menus (mega menu and phone drawer), or a grey box of the same size. */
const SIZES = {
  menu: { width: 80, height: 40, className: 'h-10 w-20' },
  drawer: { width: 72, height: 36, className: 'h-9 w-18' },
} as const;

export function ModelThumb({ image, size }: { image: string | undefined; size: keyof typeof SIZES }) {
  const { width, height, className } = SIZES[size];
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG from content, not optimisable
    <img src={image} alt="" width={width} height={height} loading="lazy" className={`${className} shrink-0 object-contain`} />
  ) : (
    <span aria-hidden="true" className={`${className} shrink-0 rounded bg-gray-100`} />
  );
}

/** The 'Upcoming' mark after a coming-soon model's name. */
export function UpcomingBadge({ upcoming }: { upcoming: boolean | undefined }) {
  return upcoming ? <span className="ml-1 rounded bg-gray-200 px-1 text-xs font-normal">Upcoming</span> : null;
}
