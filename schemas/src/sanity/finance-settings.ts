/**
 * Platform-wide finance settings (one document, id FINANCE_SETTINGS_ID): which dealer groups never
 * show a finance estimate, the calculator limits per dealer group, and the calculator's disclaimer.
 * Not owned by one site: groups span sites, and the web app narrows the document to a site's own
 * group before anything reaches a page.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

/** The document id the web app reads (a singleton). */
export const FINANCE_SETTINGS_ID = 'finance-settings';

/** Upper bounds a calculator setting may take (the calculator's own price ceiling is $250,000). */
export const FINANCE_SETTING_LIMITS = {
  purchasePrice: 250_000,
  interestRate: 30,
  establishmentFee: 10_000,
} as const;

const groupKey = (name: unknown) => (typeof name === 'string' ? name.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/** Dealer group names are matched trimmed and case-insensitively, so 'A  Group' and 'a group' are the same. */
const uniqueGroups = (names: unknown[]): true | string => {
  const seen = new Set<string>();
  for (const name of names) {
    const key = groupKey(name);
    if (!key) continue;
    if (seen.has(key)) return `'${String(name).trim()}' is listed twice.`;
    seen.add(key);
  }
  return true;
};

interface CalculatorGroupValue {
  dealership_group?: string;
  purchase_price_min?: number;
  interest_rate_min?: number;
  interest_rate_max?: number;
  default_interest_rate?: number;
  establishment_fee?: number;
}

const rate = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (r) => r.min(0).max(FINANCE_SETTING_LIMITS.interestRate).precision(2),
  });

export const calculatorGroup = defineType({
  name: 'calculatorGroup',
  title: 'Calculator settings for a dealer group',
  type: 'object',
  fields: [
    defineField({
      name: 'dealership_group',
      title: 'Dealer group',
      type: 'string',
      description: "As written in the sites' 'Dealership group' setting (case and extra spaces are ignored).",
      validation: (r) => r.required().min(1).max(120),
    }),
    defineField({
      name: 'purchase_price_min',
      title: 'Minimum purchase price ($)',
      type: 'number',
      description: 'Empty: $1,000 (or the finance provider’s minimum).',
      validation: (r) => r.min(0).max(FINANCE_SETTING_LIMITS.purchasePrice).integer(),
    }),
    rate('interest_rate_min', 'Lowest interest rate (% p.a.)', 'Empty: 0.5% (or the finance provider’s).'),
    rate('interest_rate_max', 'Highest interest rate (% p.a.)', 'Empty: 15% (or the finance provider’s).'),
    rate('default_interest_rate', 'Starting interest rate (% p.a.)', 'The rate the calculator opens with. Empty: 10%.'),
    defineField({
      name: 'establishment_fee',
      title: 'Establishment fee ($)',
      type: 'number',
      description: 'Added to the amount financed. Empty: none (or the finance provider’s).',
      validation: (r) => r.min(0).max(FINANCE_SETTING_LIMITS.establishmentFee).precision(2),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: CalculatorGroupValue | undefined) => {
      if (!value) return true;
      const { interest_rate_min: min, interest_rate_max: max, default_interest_rate: start } = value;
      if (min !== undefined && max !== undefined && min > max) return 'The lowest interest rate is above the highest.';
      if (start !== undefined && min !== undefined && start < min) return 'The starting rate is below the lowest rate.';
      if (start !== undefined && max !== undefined && start > max) return 'The starting rate is above the highest rate.';
      return true;
    }),
  preview: {
    select: { title: 'dealership_group', min: 'interest_rate_min', max: 'interest_rate_max' },
    prepare: ({ title, min, max }) => ({
      title: title as string,
      subtitle: min !== undefined || max !== undefined ? `Rates ${min ?? '…'}–${max ?? '…'}%` : undefined,
    }),
  },
});

export const financeSettings = defineType({
  name: 'financeSettings',
  title: 'Finance settings',
  type: 'document',
  fields: [
    defineField({
      name: 'excluded_dealer_groups',
      title: 'Dealer groups without finance estimates',
      type: 'array',
      description: "Sites of these dealer groups never show a weekly finance estimate on cars (spec: 'site not in an excluded list of dealer groups').",
      of: [defineArrayMember({ type: 'string', validation: (r) => r.required().min(1).max(120) })],
      validation: (r) => r.custom((names: unknown[] | undefined) => uniqueGroups(names ?? [])),
    }),
    defineField({
      name: 'calculator_groups',
      title: 'Calculator settings per dealer group',
      type: 'array',
      description: 'Override the finance calculator’s limits for every site of a dealer group (a group wins over its finance provider).',
      of: [defineArrayMember({ type: 'calculatorGroup' })],
      validation: (r) =>
        r.custom((groups: CalculatorGroupValue[] | undefined) => uniqueGroups((groups ?? []).map((g) => g.dealership_group))),
    }),
    defineField({
      name: 'calculator_disclaimer',
      title: 'Calculator disclaimer',
      type: 'text',
      rows: 5,
      description: 'Shown under the finance calculator (cut at 197 characters with Show More). Empty: the standard indicative-estimate wording.',
      validation: (r) => r.max(2000),
    }),
  ],
  preview: { prepare: () => ({ title: 'Finance settings' }) },
});
