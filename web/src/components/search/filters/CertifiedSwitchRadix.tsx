'use client';

import * as Switch from '@radix-ui/react-switch';
import { SWITCH_CLASS, SWITCH_THUMB_CLASS } from './CertifiedSwitch';

export interface CertifiedSwitchRadixProps {
  id: string;
  labelId: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The certified switch itself (Radix), loaded by CertifiedSwitch when the shopper first reaches for it. */
export default function CertifiedSwitchRadix({ id, labelId, checked, onCheckedChange }: CertifiedSwitchRadixProps) {
  return (
    <Switch.Root
      id={id}
      // The label's for= names a <button> in browsers, but not in every checker (HTML_CodeSniffer
      // reports the switch unnamed): aria-labelledby names it everywhere.
      aria-labelledby={labelId}
      checked={checked}
      onCheckedChange={onCheckedChange}
      data-handoff="certified"
      className={SWITCH_CLASS}
    >
      <Switch.Thumb className={SWITCH_THUMB_CLASS} />
    </Switch.Root>
  );
}
