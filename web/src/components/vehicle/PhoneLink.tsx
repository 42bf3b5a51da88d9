'use client';

import { useState, type ReactNode } from 'react';
import type { TrackingEventId } from '@/domain/tracking';
import { recordPhoneRevealSoon, trackSoon } from './track-soon';

export interface PhoneLinkProps {
  /** The number as shown once revealed (and on 'direct' sites). */
  full: string;
  /** The number as shown before the reveal; absent when there is none (a 'direct' site, a label-only link). */
  masked?: string;
  tel: string;
  /** The phone-reveal record (spec §7): {car_id, dealership_id, website_id}. */
  record: { car_id: string; dealership_id: string; website_id: string };
  /** Call the dealer (spec §7 event 25). */
  eventId: TrackingEventId;
  icon: ReactNode;
  label: string;
  labelOnly: boolean;
  className: string;
}

/** PhoneButton in the browser: the texts come worked out from the server (domain/phone.ts). */
export function PhoneLink({ full, masked, tel, record, eventId, icon, label, labelOnly, className }: PhoneLinkProps) {
  const [revealed, setRevealed] = useState(false);

  if (masked !== undefined && !revealed) {
    return (
      <button
        type="button"
        onClick={() => {
          setRevealed(true);
          trackSoon(eventId, record);
          recordPhoneRevealSoon(record);
        }}
        className={className}
      >
        {icon}
        <span>
          {label} <span className="tabular-nums">{masked}</span>
        </span>
        <span className="sr-only"> (reveal the full number)</span>
      </button>
    );
  }
  return (
    <a
      href={tel}
      onClick={() => {
        // A revealed number was recorded when revealed.
        if (masked === undefined) trackSoon(eventId, record);
      }}
      className={className}
    >
      {icon}
      {labelOnly ? (
        <span>{label}</span>
      ) : (
        <span>
          {label} <span className="tabular-nums">{full}</span>
        </span>
      )}
    </a>
  );
}
