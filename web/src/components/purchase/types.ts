/** What every step panel gets from the journey (PurchaseJourney.tsx). */
import type { PurchaseDealView } from '@forecourt/schemas/checkout';
import type { FieldErrors } from './fields';

export interface StepPanelProps {
  view: PurchaseDealView;
  errors: FieldErrors;
  busy: boolean;
  /** Checks the step's data with its schema and saves it; the journey moves on when the server accepts it. */
  onSave: (data: Record<string, unknown>) => void;
  onBack?: () => void;
}

export interface JourneyLocation {
  id: string;
  name: string;
}

export interface FinanceOptions {
  rate: { min: number; max: number; step: number };
  defaultRate: number;
  defaultTerm: number;
  defaultFrequency: 'weekly' | 'fortnightly' | 'monthly';
}
