'use client';

/**
 * A lead form: react-hook-form validating with the shared zod schema (the route handler runs the
 * same one), the error summary, the form-level alert, honeypot and start time, the consent and
 * collection notice, and the submit flow — idle → submitting → success (tracking event, car
 * recorded, profile and success marker stored, off to /success) or back to idle with an alert.
 *
 * Without JavaScript it is still a working form: inputs have names and it posts form-encoded to the
 * same endpoint, which answers with a redirect to /success.
 *
 * No zod in this module: the fields, required marks and defaults come as `meta` (worked out from the
 * schema on the server for a content page, or by the vehicle page's forms), and the schema's check is
 * fetched on the shopper's first touch of the form (lazy-schema.ts).
 */
import type { FormKind, FormOptions } from '@forecourt/schemas/leads';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { leadRouting } from '@/domain/lead-routing';
import { afterSuccess } from '@/lib/leads/client/after-success';
import type { LeadCar } from '@/lib/leads/client/car';
import { leadContext } from '@/lib/leads/client/context';
import { createIdempotencyKeys } from '@/lib/leads/client/idempotency';
import { loadProfile } from '@/lib/leads/client/profile';
import { leadEndpoint, postLead } from '@/lib/leads/client/submit';
import { track } from '@/lib/tracking/client';
import { CollectionNotice } from './CollectionNotice';
import { ErrorSummary, type SummaryEntry } from './ErrorSummary';
import { fieldId, LeadFormContext, type LeadFormState } from './form-context';
import { FormAlert } from './FormAlert';
import { fieldsToSend, initialValues, metaOf, type LeadFormMeta } from './form-values';
import { HiddenField } from './fields/HiddenField';
import { Honeypot } from './Honeypot';
import { lazyLeadResolver, leadSchema, preloadLeadSchema } from './lazy-schema';
import { LeadFormFields } from './LeadFormFields';
import { SubmitButton } from './SubmitButton';

export interface LeadFormProps {
  kind: FormKind;
  /** From the site and car on the server (formOptionsFor): the same options the route handler uses. */
  options: FormOptions;
  /** What the form's schema says about its fields, for these options (schema-meta.ts leadFormMeta). */
  meta: LeadFormMeta;
  siteName: string;
  car?: LeadCar;
  /** Values preset by the page (a category, a prefilled message...): over schema defaults and the profile. */
  presets?: Record<string, string | number | boolean>;
  /** Fields sent but not shown (their value comes from presets or the schema default). */
  hidden?: readonly string[];
  /** Spec §9: 'Enquire Now' or 'Message Now'. */
  submitLabel?: string;
  successPath?: string;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** The fields; by default every field of the form, consent last (<LeadFormFields />). */
  children?: ReactNode;
  className?: string;
}

/** A test drive's date must not be in the past: the schema compares with now when given one. */
function optionsNow(kind: FormKind, options: FormOptions): FormOptions {
  return kind === 'test_drive' ? { ...options, now: new Date() } : options;
}

export function LeadForm({
  kind,
  options,
  meta: formMeta,
  siteName,
  car,
  presets,
  hidden = [],
  submitLabel = 'Enquire Now',
  successPath = '/success',
  labelledBy,
  children,
  className,
}: LeadFormProps) {
  const formId = `lead-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const meta = useMemo(() => metaOf(formMeta), [formMeta]);
  const resolver = useMemo(() => lazyLeadResolver(kind, () => optionsNow(kind, options)), [kind, options]);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: initialValues(meta, presets),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the error summary instead (it lists every problem, each linking to its field).
    shouldFocusError: false,
  });
  const router = useRouter();
  const [status, setStatus] = useState<LeadFormState['status']>('idle');
  const [formError, setFormError] = useState<string>();
  const [serverOnly, setServerOnly] = useState<SummaryEntry[]>([]);
  // Bumped to re-render when focus should move to the summary (see focusPending).
  const [, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  // For posts without JavaScript: the time the server rendered the form (a cached page's is older,
  // which the server accepts for a day; bot-check.ts). Posts with JavaScript send startedAt instead.
  const [renderedAt] = useState(() => Date.now());
  const inFlight = useRef(false);
  const keys = useRef(createIdempotencyKeys());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // When the form was first shown in this browser (not when the server rendered a cached page).
    startedAt.current = Date.now();
    // Marks the form as live (JavaScript in charge, start time set): for tests and styling hooks.
    formRef.current?.setAttribute('data-ready', '');
    const profile = loadProfile();
    for (const [name, value] of Object.entries(profile)) {
      if (meta.fields.includes(name) && !hidden.includes(name) && !form.getValues(name)) form.setValue(name, value);
    }
    // Once per mount: a later profile must not overwrite what the shopper is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus moves to the summary once it is on screen: react-hook-form publishes the errors after the
  // invalid callback has run, so the summary may appear a render later than the request to focus it.
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
    const key = keys.current.keyFor({ kind, fields, car: car?.id });
    const result = await postLead(
      kind,
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
      // The schema arrived for the form's check; had it never, the fields are routed as typed.
      const schema = leadSchema.get() ?? (await leadSchema.load().catch(() => undefined));
      const parsed = schema ? schema.leadFormSchema(kind, options).safeParse(fields) : { success: false as const };
      const routed = leadRouting(kind, parsed.success ? parsed.data : fields, car);
      afterSuccess({ kind, leadId: result.leadId, eventId: routed.eventId, fields, car, track });
      setStatus('success');
      router.push(successPath);
      return;
    }
    inFlight.current = false;
    setStatus('idle');
    if (result.fields && Object.keys(result.fields).length > 0) {
      const orphans: SummaryEntry[] = [];
      for (const [name, message] of Object.entries(result.fields)) {
        if (meta.fields.includes(name) && !hidden.includes(name)) form.setError(name, { type: 'server', message });
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
      if (typeof message !== 'string' || !message) return [];
      return [{ name, message, ...(hidden.includes(name) ? {} : { targetId: fieldId(formId, name) }) }];
    }),
    ...serverOnly,
  ];

  const state = useMemo<LeadFormState>(
    () => ({ kind, options, formId, fields: meta.fields, isRequired: (name) => meta.required.has(name), validateFields, status }),
    [kind, options, formId, meta, validateFields, status],
  );

  return (
    <LeadFormContext.Provider value={state}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          id={formId}
          action={leadEndpoint(kind)}
          method="post"
          noValidate
          aria-labelledby={labelledBy}
          aria-busy={status === 'submitting' || undefined}
          data-lead-form={kind}
          className={`relative ${className ?? ''}`}
          onFocus={preloadLeadSchema}
          onPointerDown={preloadLeadSchema}
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
          {/* The browser renders its own time on hydration: the server's stays in the HTML. */}
          <input type="hidden" name="started_at" defaultValue={renderedAt} suppressHydrationWarning />
          <Honeypot inputRef={honeypot} id={`${formId}-company_website`} />
          {hidden.map((name) => (
            <HiddenField key={name} name={name} />
          ))}
          {children ?? <LeadFormFields exclude={hidden} />}
          <div className="mt-6 space-y-4">
            <CollectionNotice siteName={siteName} />
            <FormAlert message={formError} />
            <SubmitButton label={submitLabel} status={status} />
          </div>
        </form>
      </FormProvider>
    </LeadFormContext.Provider>
  );
}
