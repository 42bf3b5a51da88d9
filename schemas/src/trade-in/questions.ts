/**
 * The valuation wizard's adjustment questions (spec §3 "adjustments answers", §7 "adjustments with
 * id"). Each question and each option has a stable id: answers travel and are stored by id, the
 * labels are only what the shopper reads. The valuation model (web/src/lib/valuation) prices the
 * answers; this file only says what can be asked and answered.
 */
export interface TradeInOption {
  id: string;
  label: string;
}

export interface TradeInQuestion {
  id: string;
  label: string;
  /** A line under the question, when the question needs one. */
  hint?: string;
  options: readonly TradeInOption[];
}

export const TRADE_IN_QUESTIONS = [
  {
    id: 'condition',
    label: 'What condition is the car in overall?',
    options: [
      { id: 'excellent', label: 'Excellent: like new, no marks' },
      { id: 'good', label: 'Good: minor marks from normal use' },
      { id: 'fair', label: 'Fair: visible wear, some dents or scratches' },
      { id: 'poor', label: 'Poor: needs mechanical or body work' },
    ],
  },
  {
    id: 'service_history',
    label: 'Does it have a service history?',
    options: [
      { id: 'full', label: 'Full service history' },
      { id: 'partial', label: 'Partial service history' },
      { id: 'none', label: 'No service history' },
    ],
  },
  {
    id: 'accident_damage',
    label: 'Has it had accident damage?',
    options: [
      { id: 'no', label: 'No' },
      { id: 'repaired', label: 'Yes, professionally repaired' },
      { id: 'unrepaired', label: 'Yes, not repaired' },
    ],
  },
  {
    id: 'tyres',
    label: 'How are the tyres?',
    options: [
      { id: 'good', label: 'Good: plenty of tread' },
      { id: 'worn', label: 'Worn: need replacing soon' },
    ],
  },
  {
    id: 'finance_owing',
    label: 'Is there finance owing on the car?',
    hint: 'Finance owing does not change the value; the dealer pays it out from the offer.',
    options: [
      { id: 'no', label: 'No' },
      { id: 'yes', label: 'Yes' },
    ],
  },
  {
    id: 'keys',
    label: 'How many keys do you have?',
    options: [
      { id: 'two', label: 'Two or more' },
      { id: 'one', label: 'One' },
    ],
  },
] as const satisfies readonly TradeInQuestion[];

export type TradeInQuestionId = (typeof TRADE_IN_QUESTIONS)[number]['id'];
/** One answer (an option id) per question id. */
export type TradeInAnswers = { [Q in (typeof TRADE_IN_QUESTIONS)[number] as Q['id']]: Q['options'][number]['id'] };
