'use client';

/**
 * Step 1, 'Your details': the trade_in lead form, built from the lead form kit (the shared schema,
 * the standard fields, error summary, honeypot, start time, collection notice) and sent through the
 * lead client like every lead (postLead: same envelope, Idempotency-Key per attempt, context). It
 * differs from <LeadForm> only in what follows success: the wizard carries on in the page with the
 * answer's lead_id and trade_in_token instead of going to /success, which LeadForm cannot hand back.
 *
 * Without JavaScript it still posts form-encoded to /api/leads/trade_in (the lead reaches the dealer
 * and the server answers with /success).
 *
 * It is the valuation pages' first load, so it carries no zod: the fields, required marks and
 * defaults come from the server (`meta`), and the schema's check loads at the first check
 * (lazy-schema.ts; the wizard fetches it as soon as the shopper starts on the form).
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { CollectionNotice } from '@/components/leads/CollectionNotice';
import { ErrorSummary, type SummaryEntry } from '@/components/leads/ErrorSummary';
import { fieldId, LeadFormContext, type LeadFormState } from '@/components/leads/form-context';
import { FormAlert } from '@/components/leads/FormAlert';
import { Honeypot } from '@/components/leads/Honeypot';
import { fieldsToSend, initialValues, metaOf, type LeadFormMeta } from '@/components/leads/form-values';
import { lazyLeadResolver, leadSchema } from '@/components/leads/lazy-schema';
import { LeadFormFields } from '@/components/leads/LeadFormFields';
import { leadRouting } from '@/domain/lead-routing';
import { afterSuccess } from '@/lib/leads/client/after-success';
import type { LeadCar } from '@/lib/leads/client/car';
import { leadContext } from '@/lib/leads/client/context';
import { createIdempotencyKeys } from '@/lib/leads/client/idempotency';
import { loadProfile } from '@/lib/leads/client/profile';
import { leadEndpoint } from '@/lib/leads/client/submit';
import { track } from '@/lib/tracking/client';
import { startValuation, type Started } from './start';
import { WorkingButton } from './controls';

const KIND = 'trade_in';
export const START_FORM_ID = 'valuation-wizard-details';
export const START_SUBMIT_LABEL = 'Start my valuation';

export function StartStep({
  options,
  meta: formMeta,
  siteName,
  car,
  labelledBy,
  onStarted,
}: {
  options: FormOptions;
  /** The trade_in schema's fields, required marks and defaults (schema-meta.ts leadFormMeta). */
  meta: LeadFormMeta;
  siteName: string;
  car?: LeadCar;
  labelledBy: string;
  onStarted: (started: Started) => void;
}) {
  const formId = START_FORM_ID;
  const meta = useMemo(() => metaOf(formMeta), [formMeta]);
  const resolver = useMemo(() => lazyLeadResolver(KIND, options), [options]);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: initialValues(meta),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the error summary instead (it lists every problem, each linking to its field).
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<LeadFormState['status']>('idle');
  const [formError, setFormError] = useState<string>();
  const [serverOnly, setServerOnly] = useState<SummaryEntry[]>([]);
  const [, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const [renderedAt] = useState(() => Date.now());
  const inFlight = useRef(false);
  const keys = useRef(createIdempotencyKeys());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    formRef.current?.setAttribute('data-ready', '');
    const profile = loadProfile();
    for (const [name, value] of Object.entries(profile)) {
      if (meta.fields.includes(name) && !form.getValues(name)) form.setValue(name, value);
    }
    // Once per mount: a later profile must not overwrite what the shopper is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The summary may appear a render after the request to focus it (react-hook-form publishes errors late).
  const focusPending = useRef(false);
  useEffect(() => {
    if (focusPending.current && summaryRef.current) {
      focusPending.current = false;
      summaryRef.current.focus();
    }
  });
  const showSummary = useCallback(() => {
    focusPending.current = true;
    setSummaryFocus((n) => n + 1);
  }, []);
  const validateFields = useCallback(
    async (names: readonly string[]) => {
      const valid = await form.trigger([...names]);
      if (!valid) showSummary();
      return valid;
    },
    [form, showSummary],
  );

  const onValid = async (values: FieldValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    setFormError(undefined);
    setServerOnly([]);
    const fields = fieldsToSend(meta, values);
    const key = keys.current.keyFor({ kind: KIND, fields, car: car?.id });
    const result = await startValuation(
      {
        fields,
        ...(car ? { car_id: car.id } : {}),
        ...(startedAt.current ? { started_at: startedAt.current } : {}),
        ...(honeypot.current?.value ? { company_website: honeypot.current.value.slice(0, 200) } : {}),
        context: leadContext(),
      },
      key,
    );
    if (result.ok) {
      // What every lead form leaves behind: its tracking event, the profile, the car recorded. (The
      // schema arrived for the form's check; had it never, the fields are routed as typed.)
      const schema = leadSchema.get() ?? (await leadSchema.load().catch(() => undefined));
      const parsed = schema ? schema.leadFormSchema(KIND, options).safeParse(fields) : { success: false as const };
      const routed = leadRouting(KIND, parsed.success ? parsed.data : fields, car);
      afterSuccess({ kind: KIND, leadId: result.data.leadId, eventId: routed.eventId, fields, car, track });
      setStatus('success');
      onStarted(result.data);
      return;
    }
    inFlight.current = false;
    setStatus('idle');
    if (result.fields && Object.keys(result.fields).length > 0) {
      const orphans: SummaryEntry[] = [];
      for (const [name, message] of Object.entries(result.fields)) {
        if (meta.fields.includes(name)) form.setError(name, { type: 'server', message });
        else orphans.push({ name, message });
      }
      setServerOnly(orphans);
      showSummary();
    } else {
      setFormError(result.error);
    }
  };

  const errors: FieldErrors = form.formState.errors;
  const entries: SummaryEntry[] = [
    ...meta.fields.flatMap((name) => {
      // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
      const message = errors[name]?.message;
      return typeof message === 'string' && message ? [{ name, message, targetId: fieldId(formId, name) }] : [];
    }),
    ...serverOnly,
  ];

  const state = useMemo<LeadFormState>(
    () => ({ kind: KIND, options, formId, fields: meta.fields, isRequired: (name) => meta.required.has(name), validateFields, status }),
    [options, formId, meta, validateFields, status],
  );

  return (
    <LeadFormContext.Provider value={state}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          id={formId}
          action={leadEndpoint(KIND)}
          method="post"
          noValidate
          aria-labelledby={labelledBy}
          aria-busy={status === 'submitting' || undefined}
          data-lead-form={KIND}
          className="relative"
          onSubmit={(event) => {
            void form.handleSubmit(onValid, () => showSummary())(event);
          }}
        >
          <ErrorSummary entries={entries} summaryRef={summaryRef} id={`${formId}-errors`} />
          <p className="mb-4 text-sm text-gray-700">
            Fields marked <span aria-hidden="true" className="text-red-800">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          {car ? <input type="hidden" name="car_id" value={car.id} /> : null}
          <input type="hidden" name="started_at" defaultValue={renderedAt} suppressHydrationWarning />
          <Honeypot inputRef={honeypot} id={`${formId}-company_website`} />
          <LeadFormFields />
          <div className="mt-6 space-y-4">
            <CollectionNotice siteName={siteName} />
            <FormAlert message={formError} />
            <WorkingButton label={START_SUBMIT_LABEL} working={status !== 'idle'} />
          </div>
        </form>
      </FormProvider>
    </LeadFormContext.Provider>
  );
}
