'use client';

import type { ReactNode } from 'react';

/** The event a site's chat widget listens for; detail carries the car. */
export const CHAT_OPEN_EVENT = 'forecourt:chat-open';

/**
 * Opens the dealer's chat widget: dispatches CHAT_OPEN_EVENT (cancelable). A widget that handles it
 * calls preventDefault(); when nothing does, the link's own target (the enquiry section) is followed.
 */
export function ChatButton({
  href,
  carId,
  className,
  children,
}: {
  href: string;
  carId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const open = new CustomEvent(CHAT_OPEN_EVENT, { cancelable: true, detail: { car_id: carId } });
        if (!window.dispatchEvent(open)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
