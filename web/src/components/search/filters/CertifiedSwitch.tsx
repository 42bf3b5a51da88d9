'use client';

import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import type { StockQuery } from '@/lib/search/query';
import type { Site } from '../types';
import { selectedValues, withFacetValues } from './refinements';

export const CERTIFIED_SWITCH_LABEL = 'Only show Toyota Certified Vehicles';

/** Whether a site shows the certified switch: Toyota dealers, or sites with the Toyota certified feature. */
export function showsCertifiedSwitch(site: Pick<Site, 'template' | 'features'>): boolean {
  return site.template === 'toyota' || site.features.toyota_certified;
}

export interface CertifiedSwitchProps {
  query: StockQuery;
  onChange: (next: StockQuery) => void;
  className?: string;
}

/** 'Only show Toyota Certified Vehicles': on refines certified=true; it reads on whenever that refinement is active. */
export function CertifiedSwitch({ query, onChange, className }: CertifiedSwitchProps) {
  const id = useId();
  const checked = selectedValues(query, 'certified').includes('true');
  return (
    <div className={`flex items-center justify-between gap-3 ${className ?? ''}`}>
      <label id={`${id}-label`} htmlFor={id} className="cursor-pointer text-sm font-semibold text-gray-900">
        {CERTIFIED_SWITCH_LABEL}
      </label>
      <Switch.Root
        id={id}
        // The label's for= names a <button> in browsers, but not in every checker (HTML_CodeSniffer
        // reports the switch unnamed): aria-labelledby names it everywhere.
        aria-labelledby={`${id}-label`}
        checked={checked}
        onCheckedChange={(on) => onChange(withFacetValues(query, 'certified', on ? ['true'] : []))}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-gray-700 bg-gray-200 transition-colors data-[state=checked]:border-brand data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-gray-700 transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-brand-ink" />
      </Switch.Root>
    </div>
  );
}
