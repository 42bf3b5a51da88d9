'use client';

/**
 * Step 2, 'Your car': the rego and its state looked up on the register (the car found is shown for a
 * yes or no), or the car chosen from cascading selects — year, make, model, then badge (optional) —
 * which is also where a rego that is not found, or a lookup that fails, lands with its message.
 */
import { AU_STATES } from '@forecourt/schemas/vehicle/fields';
import { RegoLookupRequestSchema, TradeInVehicleSchema, type TradeInVehicle } from '@forecourt/schemas/trade-in';
import { useState } from 'react';
import { ErrorSummary } from '@/components/leads/ErrorSummary';
import { FormAlert } from '@/components/leads/FormAlert';
import { lookupRego, TRADE_IN_MESSAGES, type ApiResult } from './api';
import { vehicleName } from './copy';
import { PrimaryButton, SecondaryButton, SelectInput, StepActions, TextInput, useFieldErrors, useInFlight, WorkingButton } from './controls';
import { useVehicleOptions } from './use-vehicle-options';
import { CAR_SUBHEADING_ID, type CarMode, type RegoFind } from './wizard-state';

export { CAR_SUBHEADING_ID };
export const CAR_LABELS = {
  rego: 'Rego',
  regoState: 'State of registration',
  find: 'Find my car',
  manual: 'Choose my car manually',
  confirmQuestion: 'Is this your car?',
  yes: 'Yes, this is my car',
  no: 'No, choose manually',
  manualHeading: 'Choose your car',
  byRego: 'Search by rego instead',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  badge: 'Badge (optional)',
  continue: 'Continue',
  tryAgain: 'Try again',
} as const;

export const DEMO_REGISTER_LABEL = 'Demo register: sample registrations only';

const ids = {
  rego: 'valuation-wizard-rego',
  regoState: 'valuation-wizard-rego-state',
  year: 'valuation-wizard-year',
  make: 'valuation-wizard-make',
  model: 'valuation-wizard-model',
  badge: 'valuation-wizard-badge',
} as const;
type FieldName = keyof typeof ids;
const idFor = (name: string) => (Object.hasOwn(ids, name) ? ids[name as FieldName] : ids.rego);

const subheadingClass = 'text-lg font-bold text-gray-900';

export interface CarStepProps {
  mode: CarMode;
  found?: RegoFind;
  notice?: string;
  /** The car chosen before (Back from the next step): its rego or its selections are shown again. */
  chosen?: TradeInVehicle;
  onFound: (find: RegoFind) => void;
  onMissed: (message: string) => void;
  onChooseManually: () => void;
  onSearchByRego: () => void;
  onChosen: (vehicle: TradeInVehicle) => void;
}

export function CarStep(props: CarStepProps) {
  if (props.mode === 'confirm' && props.found) return <ConfirmFind find={props.found} onYes={props.onChosen} onNo={props.onChooseManually} />;
  if (props.mode === 'manual') return <ManualVehicle notice={props.notice} chosen={props.chosen?.source === 'manual' ? props.chosen : undefined} onChosen={props.onChosen} onSearchByRego={props.onSearchByRego} />;
  return <RegoLookup chosen={props.chosen?.source === 'rego' ? props.chosen : undefined} onFound={props.onFound} onMissed={props.onMissed} onChooseManually={props.onChooseManually} />;
}

function messageOf(result: Extract<ApiResult<unknown>, { ok: false }>): string {
  // The route's own text (429, the register down) and a network failure say what happened; an answer
  // without text says nothing useful, so the shopper reads where to go on instead.
  return result.error === TRADE_IN_MESSAGES.unexpected ? TRADE_IN_MESSAGES.regoUnavailable : result.error;
}

function RegoLookup({ chosen, onFound, onMissed, onChooseManually }: {
  chosen?: TradeInVehicle;
  onFound: (find: RegoFind) => void;
  onMissed: (message: string) => void;
  onChooseManually: () => void;
}) {
  const [rego, setRego] = useState(chosen?.rego ?? '');
  const [regoState, setRegoState] = useState<string>(chosen?.regoState ?? '');
  const { errors, show, clear, summaryRef, entries } = useFieldErrors(idFor);
  const { working, run } = useInFlight();

  const submit = () =>
    run(async () => {
      const parsed = RegoLookupRequestSchema.safeParse({ rego, regoState: regoState || undefined });
      if (!parsed.success) {
        const next = new Map<string, string>();
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? 'rego');
          if (!next.has(name)) next.set(name, issue.message);
        }
        show(next);
        return;
      }
      show(new Map());
      const result = await lookupRego(parsed.data);
      if (!result.ok) {
        // The route's own field messages belong by their fields; anything else falls back to the selects.
        const fields = Object.entries(result.fields ?? {}).filter(([name]) => name === 'rego' || name === 'regoState');
        if (fields.length > 0) show(new Map(fields));
        else onMissed(messageOf(result));
        return;
      }
      if (result.data.found) onFound({ vehicle: result.data.vehicle, register: result.data.register });
      else onMissed(result.data.message);
    });

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={CAR_SUBHEADING_ID}
      aria-busy={working || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={CAR_SUBHEADING_ID} tabIndex={-1} className={subheadingClass}>
        Find your car by its rego
      </h3>
      <p className="mt-1 mb-4 text-gray-700">We look up the make, model and year for you. No rego handy? Choose your car manually instead.</p>
      <ErrorSummary id="valuation-wizard-rego-errors" entries={entries} summaryRef={summaryRef} />
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        <TextInput
          id={ids.rego}
          label={CAR_LABELS.rego}
          hint="As on your registration papers, e.g. ABC123"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={rego}
          error={errors.get('rego')}
          onChange={(event) => {
            setRego(event.target.value);
            clear('rego');
          }}
        />
        <SelectInput
          id={ids.regoState}
          label={CAR_LABELS.regoState}
          required
          choices={AU_STATES.map((s) => ({ value: s, label: s }))}
          value={regoState}
          error={errors.get('regoState')}
          onChange={(event) => {
            setRegoState(event.target.value);
            clear('regoState');
          }}
        />
      </div>
      <StepActions>
        <WorkingButton label={CAR_LABELS.find} working={working} />
        <SecondaryButton label={CAR_LABELS.manual} onClick={onChooseManually} disabled={working} />
      </StepActions>
    </form>
  );
}

function ConfirmFind({ find, onYes, onNo }: { find: RegoFind; onYes: (vehicle: TradeInVehicle) => void; onNo: () => void }) {
  const { vehicle } = find;
  const details = [vehicle.body, vehicle.transmission, vehicle.fuel, vehicle.colour].filter(Boolean).join(' · ');
  return (
    <div role="group" aria-labelledby={CAR_SUBHEADING_ID}>
      <h3 id={CAR_SUBHEADING_ID} tabIndex={-1} className={subheadingClass}>
        {CAR_LABELS.confirmQuestion}
      </h3>
      <div className="mt-3 rounded-lg border border-gray-300 bg-gray-50 p-4" data-rego-find="">
        {find.register === 'demo' ? (
          <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900" data-demo-register="">
            {DEMO_REGISTER_LABEL}
          </p>
        ) : null}
        <p className="text-xl font-bold text-gray-900">{vehicleName(vehicle)}</p>
        {details ? <p className="mt-1 text-sm text-gray-700">{details}</p> : null}
        {vehicle.rego ? (
          <p className="mt-1 text-sm text-gray-700">
            Rego {vehicle.rego}
            {vehicle.regoState ? ` (${vehicle.regoState})` : ''}
          </p>
        ) : null}
      </div>
      <StepActions>
        <PrimaryButton type="button" label={CAR_LABELS.yes} onClick={() => onYes(vehicle)} />
        <SecondaryButton label={CAR_LABELS.no} onClick={onNo} />
      </StepActions>
    </div>
  );
}

function ManualVehicle({ notice, chosen, onChosen, onSearchByRego }: {
  notice?: string;
  chosen?: TradeInVehicle;
  onChosen: (vehicle: TradeInVehicle) => void;
  onSearchByRego: () => void;
}) {
  const [year, setYear] = useState(chosen ? String(chosen.year) : '');
  const [make, setMake] = useState(chosen?.make ?? '');
  const [model, setModel] = useState(chosen?.model ?? '');
  const [badge, setBadge] = useState(chosen?.badge ?? '');
  const { errors, show, clear, summaryRef, entries } = useFieldErrors(idFor);

  const yearNumber = year ? Number(year) : undefined;
  const years = useVehicleOptions({}, true);
  const makes = useVehicleOptions({ year: yearNumber }, yearNumber !== undefined);
  const models = useVehicleOptions({ year: yearNumber, make }, yearNumber !== undefined && make !== '');
  const badges = useVehicleOptions({ year: yearNumber, make, model }, yearNumber !== undefined && make !== '' && model !== '');
  const failed = [years, makes, models, badges].find((list) => list.status === 'error');

  const choices = (options: readonly string[], current: string) =>
    // A choice made before (Back) stays shown even if the list no longer has it.
    [...options, ...(current && !options.includes(current) ? [current] : [])].map((value) => ({ value, label: value }));
  const placeholder = (list: { status: string }, what: string, ready = 'Please choose…') =>
    list.status === 'loading' ? `Loading ${what}…` : list.status === 'error' ? `Could not load ${what}` : ready;

  const submit = () => {
    const missing = new Map<string, string>();
    if (!year) missing.set('year', 'Choose the year.');
    if (!make) missing.set('make', 'Choose the make.');
    if (!model) missing.set('model', 'Choose the model.');
    if (missing.size > 0) {
      show(missing);
      return;
    }
    const parsed = TradeInVehicleSchema.safeParse({ year: yearNumber, make, model, ...(badge ? { badge } : {}), source: 'manual' });
    if (!parsed.success) {
      const next = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'year');
        if (!next.has(name)) next.set(name, issue.message);
      }
      show(next);
      return;
    }
    show(new Map());
    onChosen(parsed.data);
  };

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={CAR_SUBHEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={CAR_SUBHEADING_ID} tabIndex={-1} className={subheadingClass}>
        {CAR_LABELS.manualHeading}
      </h3>
      {notice ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900" data-car-notice="">
          {notice}
        </p>
      ) : null}
      <p className="mt-2 mb-4 text-gray-700">Choose the year first, then the make, model and badge.</p>
      <ErrorSummary id="valuation-wizard-vehicle-errors" entries={entries} summaryRef={summaryRef} />
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        <SelectInput
          id={ids.year}
          label={CAR_LABELS.year}
          required
          choices={choices(years.options, year)}
          placeholder={placeholder(years, 'years')}
          disabled={years.status !== 'ready' && !year}
          value={year}
          error={errors.get('year')}
          onChange={(event) => {
            setYear(event.target.value);
            setMake('');
            setModel('');
            setBadge('');
            clear('year');
          }}
        />
        <SelectInput
          id={ids.make}
          label={CAR_LABELS.make}
          required
          choices={choices(makes.options, make)}
          placeholder={year ? placeholder(makes, 'makes') : 'Choose the year first'}
          disabled={!year || (makes.status !== 'ready' && !make)}
          value={make}
          error={errors.get('make')}
          onChange={(event) => {
            setMake(event.target.value);
            setModel('');
            setBadge('');
            clear('make');
          }}
        />
        <SelectInput
          id={ids.model}
          label={CAR_LABELS.model}
          required
          choices={choices(models.options, model)}
          placeholder={make ? placeholder(models, 'models') : 'Choose the make first'}
          disabled={!make || (models.status !== 'ready' && !model)}
          value={model}
          error={errors.get('model')}
          onChange={(event) => {
            setModel(event.target.value);
            setBadge('');
            clear('model');
          }}
        />
        <SelectInput
          id={ids.badge}
          label={CAR_LABELS.badge}
          choices={choices(badges.options, badge)}
          placeholder={
            !model ? 'Choose the model first' : badges.status === 'ready' && badges.options.length === 0 ? 'No badges listed' : placeholder(badges, 'badges', 'Not sure / none')
          }
          disabled={!model || (badges.status !== 'ready' && !badge) || (badges.status === 'ready' && badges.options.length === 0 && !badge)}
          value={badge}
          error={errors.get('badge')}
          onChange={(event) => {
            setBadge(event.target.value);
            clear('badge');
          }}
        />
      </div>
      {failed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <FormAlert message={failed.error ?? TRADE_IN_MESSAGES.optionsFailed} />
          <SecondaryButton label={CAR_LABELS.tryAgain} onClick={failed.retry} />
        </div>
      ) : (
        <FormAlert />
      )}
      <StepActions>
        <PrimaryButton label={CAR_LABELS.continue} />
        <SecondaryButton label={CAR_LABELS.byRego} onClick={onSearchByRego} />
      </StepActions>
    </form>
  );
}
