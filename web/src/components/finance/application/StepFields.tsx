'use client';

/**
 * One step's fields, from the lead form kit (labels, required marks, hints, error wiring): only the
 * current step's are mounted; the others' answers live in the form state and come back with them.
 */
import {
  CAR_TYPES,
  CHOICE_LABELS,
  EMPLOYMENT_STATUSES,
  FINANCE_FIELD_LABELS as L,
  RELATIONSHIP_STATUSES,
  RESIDENTIAL_STATUSES,
  TITLES,
  type FinanceStepId,
} from '@forecourt/schemas/finance/application-fields';
import { own } from '@forecourt/schemas/own';
import { AU_STATES } from '@forecourt/schemas/vehicle/fields';
import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyField } from '@/components/leads/fields/MoneyField';
import { SelectField, type Choice } from '@/components/leads/fields/SelectField';
import { PostcodeField, TextField } from '@/components/leads/fields/TextField';
import { DateOfBirthField } from './DateOfBirthField';
import { isEmployed, NO_HOUSING_COST } from './form-meta';

export interface FormCar {
  id: string;
  title: string;
  stocknum?: string;
  /** The price as shown on the site ('$32,990'). */
  price?: string;
}

const labelled = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: own(CHOICE_LABELS, value) ?? value }));
const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const range = (from: number, to: number): Choice[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

const STATES = plain(AU_STATES);
const grid = 'grid gap-5 sm:grid-cols-2';

export function StepFields({
  step,
  car,
  dealerships,
}: {
  step: FinanceStepId;
  car?: FormCar;
  dealerships: readonly { slug: string; name: string }[];
}) {
  switch (step) {
    case 'applicant':
      return (
        <div className={grid}>
          <SelectField name="title" label={L.title} choices={plain(TITLES)} placeholder="None" className="sm:col-span-2 sm:max-w-48" />
          <TextField name="name" label={L.name} autoComplete="given-name" maxLength={60} />
          <TextField name="last_name" label={L.last_name} autoComplete="family-name" maxLength={60} />
          <DateOfBirthField name="date_of_birth" label={L.date_of_birth} hint="You must be 18 or older." />
          <TextField name="phone" label={L.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
          <TextField name="email" label={L.email} type="email" autoComplete="email" maxLength={254} className="sm:col-span-2" />
          <TextField
            name="licence_number"
            label={L.licence_number}
            autoComplete="off"
            maxLength={20}
            hint="As shown on your licence card. It is never saved on this device."
          />
          <SelectField name="licence_state" label={L.licence_state} choices={STATES} />
          <SelectField name="relationship_status" label={L.relationship_status} choices={labelled(RELATIONSHIP_STATUSES)} />
          <SelectField name="dependants" label={L.dependants} choices={range(0, 10)} hint="Children or others who rely on your income." />
        </div>
      );
    case 'residence':
      return <ResidenceFields />;
    case 'employment':
      return <EmploymentFields />;
    case 'finances':
      return (
        <div className={grid}>
          <MoneyField name="net_income" label={L.net_income} hint="Your pay after tax, per month." />
          <MoneyField name="living_expenses" label={L.living_expenses} hint="Food, bills, transport and the like, per month (not rent or loans)." />
          <MoneyField name="other_income" label={L.other_income} hint="Per month, after tax. Leave blank for none." />
          <TextField name="other_income_source" label={L.other_income_source} maxLength={100} hint="For example, rental income or a pension." />
          <MoneyField name="loan_repayments" label={L.loan_repayments} hint="Other loans, per month. Leave blank for none." />
          <MoneyField name="credit_card_limits" label={L.credit_card_limits} hint="The limits of all your credit cards together. Leave blank for none." />
        </div>
      );
    case 'car':
      return (
        <div className="space-y-5">
          {car ? (
            <div data-testid="finance-car" className="rounded-md border border-gray-300 bg-gray-50 p-4">
              <p className="text-sm text-gray-700">The car</p>
              <p className="font-bold text-gray-900">{car.title}</p>
              <p className="text-sm text-gray-700">
                {[car.stocknum ? `Stock no. ${car.stocknum}` : undefined, car.price].filter(Boolean).join(' · ')}
              </p>
            </div>
          ) : null}
          <div className={grid}>
            <MoneyField name="purchase_price" label={L.purchase_price} hint={car ? 'The car’s price, or what you would like to borrow against.' : 'The price of the car you want, or your budget.'} />
            <MoneyField name="deposit" label={L.deposit} hint="Cash or the value of your trade-in. Leave blank for none." />
            <SelectField name="term_years" label={L.term_years} choices={range(1, 7)} />
            {car ? null : (
              <>
                <SelectField name="car_type" label={L.car_type} choices={labelled(CAR_TYPES)} placeholder="Not sure yet" />
                <TextField name="vin" label={L.vin} autoComplete="off" maxLength={20} hint="If you know which car: 17 letters and digits." />
              </>
            )}
            {dealerships.length > 1 ? (
              <SelectField
                name="preferred_dealership"
                label={L.preferred_dealership}
                choices={dealerships.map((d) => ({ value: d.slug, label: d.name }))}
                placeholder="No preference"
              />
            ) : null}
          </div>
        </div>
      );
    case 'consent':
      return null;
  }
}

function ResidenceFields() {
  const { control } = useFormContext();
  const status = useWatch({ control, name: 'residential_status' }) as unknown;
  return (
    <div className={grid}>
      <TextField name="address_line" label={L.address_line} autoComplete="street-address" maxLength={100} className="sm:col-span-2" />
      <TextField name="suburb" label={L.suburb} autoComplete="address-level2" maxLength={60} />
      <SelectField name="state" label={L.state} choices={STATES} />
      <PostcodeField name="postcode" label={L.postcode} />
      <SelectField name="residential_status" label={L.residential_status} choices={labelled(RESIDENTIAL_STATUSES)} />
      <TextField name="years_at_address" label={L.years_at_address} inputMode="numeric" maxLength={2} autoComplete="off" />
      <SelectField name="months_at_address" label={L.months_at_address} choices={range(0, 11)} />
      {NO_HOUSING_COST.has(String(status)) ? null : (
        <MoneyField name="housing_cost" label={L.housing_cost} hint="Your share, per month." />
      )}
    </div>
  );
}

function EmploymentFields() {
  const { control } = useFormContext();
  const status = useWatch({ control, name: 'employment_status' }) as unknown;
  return (
    <div className={grid}>
      <SelectField name="employment_status" label={L.employment_status} choices={labelled(EMPLOYMENT_STATUSES)} className="sm:col-span-2" />
      {isEmployed(status) ? (
        <>
          <TextField name="employer" label={L.employer} autoComplete="organization" maxLength={100} hint={status === 'self_employed' ? 'Your business name.' : undefined} />
          <TextField name="occupation" label={L.occupation} autoComplete="organization-title" maxLength={60} />
          <TextField name="years_in_job" label={L.years_in_job} inputMode="numeric" maxLength={2} autoComplete="off" />
          <SelectField name="months_in_job" label={L.months_in_job} choices={range(0, 11)} />
        </>
      ) : null}
    </div>
  );
}
