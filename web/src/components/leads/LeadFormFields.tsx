'use client';

/**
 * The standard input for each wire name of the shared schemas, so a form is its field list: the
 * content-page forms render all of them; a multi-step form renders one step's names at a time
 * (`<LeadFormFields names={ENQUIRY_STEPS[step]} />`). Names the form does not take are skipped, so
 * a step can list fields a site does not use.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import { CONTACT_CATEGORIES, PREFERRED_CONTACT_METHODS } from '@forecourt/schemas/leads/messages';
import type { ReactNode } from 'react';
import { CheckboxField, TermsField } from './fields/CheckboxField';
import { DateTimeField } from './fields/DateTimeField';
import { MoneyField } from './fields/MoneyField';
import { RadioGroupField, YES_NO } from './fields/RadioGroupField';
import { SelectField, type Choice } from './fields/SelectField';
import { TextAreaField } from './fields/TextAreaField';
import { PostcodeField, TextField } from './fields/TextField';
import { useLeadFormState } from './form-context';
import { DEFAULT_QUICK_PICKS } from './money';

/** Fields that take the whole row on wider screens; the rest pair up two per row. */
const WIDE = new Set([
  'message', 'PreferredContactMethod', 'finance', 'do-you-have-a-trade-in', 'opt_in', 'opt_in_finance', 'opt_in_trade',
  'terms_agreed', 'offer_from_client', 'vehiclePriceBudget', 'part',
]);

const toChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

/** The same lists the schema picks from (shapeOf in schemas/src/leads/forms.ts). */
function locationChoices(kind: string, options: FormOptions): Choice[] {
  const list =
    kind === 'test_drive' && options.testDriveLocations?.length
      ? options.testDriveLocations
      : kind === 'parts_request' && options.partsLocations?.length
        ? options.partsLocations
        : options.locations;
  return list.map((l) => ({ value: l.id, label: l.name }));
}

/** One widget per wire name. A select with a single choice is not shown: the schema auto-selects it. */
function widget(name: string, kind: string, options: FormOptions): ReactNode {
  switch (name) {
    case 'name':
      return <TextField name={name} autoComplete="given-name" />;
    case 'last_name':
      return <TextField name={name} autoComplete="family-name" />;
    case 'email':
      return <TextField name={name} type="email" autoComplete="email" />;
    case 'phone':
      return <TextField name={name} type="tel" autoComplete="tel" />;
    case 'postcode':
      return <PostcodeField name={name} />;
    case 'company':
      return <TextField name={name} autoComplete="organization" />;
    case 'position':
      return <TextField name={name} autoComplete="organization-title" />;
    case 'Rego':
      return (
        <TextField
          name={name}
          autoComplete="off"
          maxLength={12}
          hint={kind === 'parts_request' ? 'Your rego or your VIN, e.g. ABC123' : 'Optional, e.g. ABC123'}
        />
      );
    case 'vin':
      // 17 characters; spaces people copy from the papers are allowed (the schema removes them). The
      // rego-or-VIN message sits on Rego, so typing a VIN re-checks Rego and clears it.
      return (
        <TextField
          name={name}
          autoComplete="off"
          maxLength={24}
          hint="On your rego papers or the plate inside the driver's door"
          revalidates={['Rego']}
        />
      );
    case 'part':
      return <TextField name={name} autoComplete="off" maxLength={120} hint="e.g. 90915-YZZD4 or front wiper blades" />;
    case 'fleet_size':
      return <TextField name={name} inputMode="numeric" autoComplete="off" maxLength={5} hint="How many vehicles?" />;
    case 'category':
      return <SelectField name={name} choices={toChoices(CONTACT_CATEGORIES)} />;
    case 'location_id': {
      const choices = locationChoices(kind, options);
      return choices.length > 1 ? <SelectField name={name} choices={choices} /> : null;
    }
    case 'dealership_slug': {
      const choices = options.dealerships.map((d) => ({ value: d.slug, label: d.name }));
      return choices.length > 1 ? <SelectField name={name} choices={choices} /> : null;
    }
    case 'PreferredContactMethod':
      return <RadioGroupField name={name} choices={toChoices(PREFERRED_CONTACT_METHODS)} />;
    case 'finance':
    case 'do-you-have-a-trade-in':
      return <RadioGroupField name={name} choices={YES_NO} />;
    case 'opt_in_finance':
    case 'opt_in_trade':
    case 'opt_in':
      return <CheckboxField name={name} />;
    case 'terms_agreed':
      return <TermsField disclaimer={kind === 'test_drive' ? options.customDisclaimer : undefined} />;
    case 'preferred_date':
      return <DateTimeField name={name} hint="Optional: we will confirm the time with you." />;
    case 'offer_from_client':
      return <MoneyField name={name} />;
    case 'vehiclePriceBudget':
      return <MoneyField name={name} quickPicks={DEFAULT_QUICK_PICKS} />;
    case 'message':
      return <TextAreaField name={name} />;
    default:
      return <TextField name={name} />;
  }
}

export function LeadFormFields({ names, exclude = [] }: { names?: readonly string[]; exclude?: readonly string[] }) {
  const { kind, options, fields, isRequired } = useLeadFormState();
  const shown = (names ?? fields).filter((name) => fields.includes(name) && !exclude.includes(name));
  // terms_agreed is only shown where it is required: an optional "I agree" box means nothing.
  const visible = shown.filter((name) => name !== 'terms_agreed' || isRequired(name));
  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      {visible.map((name) => {
        const node = widget(name, kind, options);
        return node ? (
          <div key={name} className={WIDE.has(name) ? 'md:col-span-2' : undefined}>
            {node}
          </div>
        ) : null;
      })}
    </div>
  );
}
