'use client';

import { useId, type ComponentType } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLazyHandoff } from '@/components/ui/use-lazy-handoff';
import type { StockQuery } from '@/lib/search/query';
import type { Site } from '../types';
import type { CertifiedSwitchRadixProps } from './CertifiedSwitchRadix';
import { selectedValues, withFacetValues } from './refinements';

export const CERTIFIED_SWITCH_LABEL = 'Only show Toyota Certified Vehicles';

export const SWITCH_CLASS =
  'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-gray-700 bg-gray-200 transition-colors data-[state=checked]:border-brand data-[state=checked]:bg-brand';
export const SWITCH_THUMB_CLASS =
  'block size-5 translate-x-0.5 rounded-full bg-gray-700 transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-brand-ink';

const switchModule = lazyModule<ComponentType<CertifiedSwitchRadixProps>>(() => import('./CertifiedSwitchRadix').then((m) => m.default));

/** Whether a site shows the certified switch: Toyota dealers, or sites with the Toyota certified feature. */
export function showsCertifiedSwitch(site: Pick<Site, 'template' | 'features'>): boolean {
  return site.template === 'toyota' || site.features.toyota_certified;
}

export interface CertifiedSwitchProps {
  query: StockQuery;
  onChange: (next: StockQuery) => void;
  className?: string;
}

/**
 * 'Only show Toyota Certified Vehicles': on refines certified=true; it reads on whenever that
 * refinement is active. Radix's switch loads when the shopper first points at, touches or focuses
 * it; until then the same button is drawn, and a press on it is handed over (see ui/handoff.ts).
 */
export function CertifiedSwitch({ query, onChange, className }: CertifiedSwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const checked = selectedValues(query, 'certified').includes('true');
  const hydrated = useHydrated();
  const { loaded: Radix, container } = useLazyHandoff(switchModule, { enabled: hydrated });
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div ref={container} className={`flex items-center justify-between gap-3 ${className ?? ''}`}>
      <label id={labelId} htmlFor={id} className="cursor-pointer text-sm font-semibold text-gray-900">
        {CERTIFIED_SWITCH_LABEL}
      </label>
      {Radix ? (
        <Radix id={id} labelId={labelId} checked={checked} onCheckedChange={(on) => onChange(withFacetValues(query, 'certified', on ? ['true'] : []))} />
      ) : (
        <button
          type="button"
          role="switch"
          id={id}
          aria-labelledby={labelId}
          aria-checked={checked}
          data-state={state}
          value="on"
          data-handoff="certified"
          data-handoff-click=""
          className={SWITCH_CLASS}
        >
          <span data-state={state} className={SWITCH_THUMB_CLASS} />
        </button>
      )}
    </div>
  );
}
