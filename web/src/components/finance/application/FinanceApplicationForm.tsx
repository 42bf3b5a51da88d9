'use client';

/**
 * The finance pre-approval application (issue 15, /apply-for-finance#finance-form): six steps —
 * Applicant, Residence, Employment, Income & expenses, The car, Review & consent — checked one at a
 * time with the shared schema (@forecourt/schemas/finance/application; the route handler checks the
 * whole application with it again), then sent as JSON to POST /api/finance-applications.
 *
 * - Continue (or Enter) checks the step: errors show in the lead form kit's summary, which takes
 *   focus; a valid step moves on and focus goes to the new step's heading. Back never checks.
 * - Progress is kept in this browser per site (progress.ts: never the licence number, the date of
 *   birth or the consents) and offered back on return, with 'Start again'; it is cleared once sent.
 * - The server has the last word: a field it refuses sends the shopper to that field's step.
 * - Sent: a confirmation ('Application received') takes the form's place and focus.
 *
 * Fields come from the lead form kit, whose fields read the kit's context: this form provides it
 * (form id, required marks) — kind and options there are the nearest lead form's and unused.
 *
 * The schema (zod) is not part of the page's first load: it is fetched on the shopper's first touch
 * of the form (application-checks.ts), before the first Continue needs it.
 */
import {
  creditEnquiryConsentText,
  FINANCE_STEPS,
  PRIVACY_ACKNOWLEDGEMENT_TEXT,
} from '@forecourt/schemas/finance/application-fields';
import type { FormOptions } from '@forecourt/schemas/leads';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { ErrorSummary, type SummaryEntry } from '@/components/leads/ErrorSummary';
import { CheckboxField } from '@/components/leads/fields/CheckboxField';
import { fieldId, LeadFormContext, type LeadFormState } from '@/components/leads/form-context';
import { FormAlert } from '@/components/leads/FormAlert';
import { Honeypot } from '@/components/leads/Honeypot';
import { SubmitButton } from '@/components/leads/SubmitButton';
import { useHydrated } from '@/components/ui/use-hydrated';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { browserStorage } from '@/lib/browser-storage';
import { leadContext } from '@/lib/leads/client/context';
import { createIdempotencyKeys } from '@/lib/leads/client/idempotency';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { CreditCollectionNotice, type ComplaintsContact } from './CreditCollectionNotice';
import { ALL_FIELDS, fieldsToSend, initialValues, isFieldRequired, stepOf } from './form-meta';
import { postApplication } from './post-application';
import { clearProgress, loadProgress, saveProgress } from './progress';
import { ReviewSummary } from './ReviewSummary';
import { StepFields, type FormCar } from './StepFields';
import { StepIndicator } from './StepIndicator';

export const FINANCE_FORM_ID = 'finance-form';
const LAST = FINANCE_STEPS.length - 1;
/** The kit's context wants a lead form's kind and options; its fields never read them. */
const KIT_OPTIONS: FormOptions = { termsRequired: false, commentsRequired: false, locations: [], dealerships: [] };

export interface FinanceApplicationFormProps {
  /** The site's slug: progress is kept per site. */
  site: string;
  siteName: string;
  /** The lender named in the consent (site.finance_provider). */
  provider?: string;
  privacyHref?: string;
  complaints?: ComplaintsContact;
  /** The site's dealerships to prefer among (shown when more than one). */
  dealerships: readonly { slug: string; name: string }[];
  car?: FormCar;
  /** Values from the page's address and car (purchase price, car type, VIN, car id, dealership): over saved progress. */
  presets: Record<string, string>;
  /** id of the heading that names the form. */
  labelledBy?: string;
}

type Status = 'idle' | 'submitting' | 'success';

/** The schema's checks (with zod), fetched on the shopper's first touch of the form. */
export const applicationChecks = lazyModule(() => import('./application-checks'));

/** Whether a field of the current step is on screen (a summary entry links to it only then). */
function isShown(name: string, car: FormCar | undefined, dealerships: readonly unknown[]): boolean {
  if (car && (name === 'car_type' || name === 'vin')) return false;
  return name !== 'preferred_dealership' || dealerships.length > 1;
}

/**
 * Rendered in the browser only: the form needs JavaScript (it posts JSON, step by step) and starts
 * from what this browser saved, which the server cannot know. The server's HTML holds a placeholder
 * the size of a step, and says so to a browser without JavaScript.
 */
export function FinanceApplicationForm(props: FinanceApplicationFormProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      // The form's id until it replaces this: links to #finance-form (spec §2) land here first.
      <div id={FINANCE_FORM_ID} data-testid="finance-application-loading" className="min-h-[32rem]">
        <p className="text-gray-700">Loading the application form…</p>
        <noscript>
          <p className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900">
            This application needs JavaScript. Please turn it on, or contact {props.siteName} to apply by phone.
          </p>
        </noscript>
      </div>
    );
  }
  return <ApplicationForm {...props} />;
}

function ApplicationForm({
  site,
  siteName,
  provider,
  privacyHref,
  complaints,
  dealerships,
  car,
  presets,
  labelledBy,
}: FinanceApplicationFormProps) {
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string>();
  const [serverOnly, setServerOnly] = useState<SummaryEntry[]>([]);
  // What this browser kept of an application begun here (read once, on arrival).
  const [saved] = useState(() => loadProgress(browserStorage(), site));
  const [restored, setRestored] = useState(() => (saved ? { step: saved.step, savedAt: saved.savedAt } : undefined));
  const [received, setReceived] = useState<{ applicationId: string }>();
  const [, setRenders] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const receivedRef = useRef<HTMLHeadingElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const inFlight = useRef(false);
  const keys = useRef(createIdempotencyKeys());
  /** After a step failed its check, its fields are checked again as they change. */
  const recheck = useRef(false);
  const focusNext = useRef<'heading' | 'summary' | 'received' | null>(null);
  const slugs = useMemo(() => dealerships.map((d) => d.slug), [dealerships]);

  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values, context, options) => {
      // Offline before the checks arrived: the step goes on unchecked, and the server, which checks
      // the whole application with the same schema, sends the shopper back to any field it refuses.
      const checks = applicationChecks.get() ?? (await applicationChecks.load().catch(() => undefined));
      if (!checks) return { values, errors: {} };
      return checks.stepResolver(stepRef.current, { now: new Date(), dealerships: slugs })(values, context, options);
    },
    [slugs],
  );
  const form = useForm<FieldValues>({
    resolver,
    // The page's presets (its address, its car) win over what was saved.
    defaultValues: saved ? { ...initialValues(presets), ...saved.values, ...presets } : initialValues(presets),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the error summary instead (it lists every problem, each linking to its field).
    shouldFocusError: false,
  });

  const goTo = useCallback((index: number, focus: 'heading' | 'summary' | null) => {
    stepRef.current = index;
    recheck.current = false;
    focusNext.current = focus;
    setStep(index);
  }, []);

  const showSummary = useCallback(() => {
    focusNext.current = 'summary';
    setRenders((n) => n + 1);
  }, []);

  // Focus after the render that shows its target (the summary appears once react-hook-form publishes errors).
  useEffect(() => {
    const target = focusNext.current;
    if (target === 'heading' && headingRef.current) headingRef.current.focus();
    else if (target === 'summary' && summaryRef.current) summaryRef.current.focus();
    else if (target === 'received' && receivedRef.current) receivedRef.current.focus();
    else return;
    focusNext.current = null;
  });

  // When the form was first shown (the server wants 3 s at least between that and the answer).
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // Every change the shopper makes is kept (except what progress.ts never keeps), and re-checked once
  // a step has failed. Resets (no field name) are not the shopper's: 'Start again' must leave nothing.
  const { subscribe, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (inFlight.current || !name) return;
          saveProgress(browserStorage(), site, stepRef.current, values);
          if (recheck.current && stepOf(name) === stepRef.current) void trigger(name);
        },
      }),
    [subscribe, trigger, site],
  );

  const startAgain = () => {
    clearProgress(browserStorage(), site);
    form.reset(initialValues(presets));
    setRestored(undefined);
    setServerOnly([]);
    setFormError(undefined);
    goTo(0, 'heading');
  };

  const onValid = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    setFormError(undefined);
    setServerOnly([]);
    const fields = fieldsToSend(form.getValues());
    const result = await postApplication(
      {
        fields,
        ...(startedAt.current ? { started_at: startedAt.current } : {}),
        ...(honeypot.current?.value ? { company_website: honeypot.current.value.slice(0, 200) } : {}),
        context: leadContext(),
      },
      keys.current.keyFor(fields),
    );
    if (result.ok) {
      clearProgress(browserStorage(), site);
      setStatus('success');
      setReceived({ applicationId: result.applicationId });
      focusNext.current = 'received';
      return;
    }
    inFlight.current = false;
    setStatus('idle');
    if (result.fields && Object.keys(result.fields).length > 0) {
      const orphans: SummaryEntry[] = [];
      let first = LAST;
      for (const [name, message] of Object.entries(result.fields)) {
        const at = stepOf(name);
        if (at === -1) orphans.push({ name, message });
        else {
          form.setError(name, { type: 'server', message });
          first = Math.min(first, at);
        }
      }
      setServerOnly(orphans);
      if (first !== stepRef.current) goTo(first, 'summary');
      else showSummary();
    } else {
      setFormError(result.error);
    }
  };

  // The whole application failed on the last step: go to the first step with a problem.
  const onInvalid = (errors: FieldErrors) => {
    const first = Math.min(...Object.keys(errors).map(stepOf).filter((at) => at >= 0), LAST);
    if (first !== stepRef.current) goTo(first, 'summary');
    else showSummary();
  };

  const next = async () => {
    const current = FINANCE_STEPS[stepRef.current]!;
    const valid = await form.trigger([...current.fields]);
    if (!valid) {
      recheck.current = true;
      showSummary();
      return;
    }
    setServerOnly([]);
    goTo(stepRef.current + 1, 'heading');
    saveProgress(browserStorage(), site, stepRef.current, form.getValues());
  };

  const employmentStatus: unknown = useWatch({ control: form.control, name: 'employment_status' });
  const residentialStatus: unknown = useWatch({ control: form.control, name: 'residential_status' });
  const state = useMemo<LeadFormState>(
    () => ({
      kind: 'finance_enquiry',
      options: KIT_OPTIONS,
      formId: FINANCE_FORM_ID,
      fields: ALL_FIELDS,
      isRequired: (name) => isFieldRequired(name, { employment_status: employmentStatus, residential_status: residentialStatus }),
      validateFields: async (names) => {
        const valid = await form.trigger([...names]);
        if (!valid) showSummary();
        return valid;
      },
      status,
    }),
    [employmentStatus, residentialStatus, form, showSummary, status],
  );

  if (received) {
    return (
      <div data-testid="finance-application-success" className="rounded-md border-2 border-green-700 bg-green-50 p-5">
        <h3 ref={receivedRef} tabIndex={-1} className="text-xl font-bold text-gray-900 focus:outline-none focus-visible:outline-3">
          Application received
        </h3>
        <p className="mt-2 text-gray-800">
          Thank you. {siteName}’s finance team has your application (reference{' '}
          <span className="font-mono">{received.applicationId.slice(0, 8).toUpperCase()}</span>).
        </p>
        <h4 className="mt-4 font-bold text-gray-900">What happens next</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-gray-800">
          <li>We check your application and contact you, usually within one business day, if we need anything else.</li>
          <li>
            {provider?.trim() || 'Our finance partner'} obtains your credit report, as you agreed, and assesses the
            application.
          </li>
          <li>We tell you the outcome and, if you are pre-approved, how much you can borrow.</li>
        </ol>
        <p className="mt-3 text-sm text-gray-700">
          A pre-approval is not a loan offer: the loan is subject to the lender’s final approval. Your answers have been
          removed from this device.
        </p>
      </div>
    );
  }

  const current = FINANCE_STEPS[step]!;
  const errors: FieldErrors = form.formState.errors;
  const entries: SummaryEntry[] = [
    ...current.fields.flatMap((name) => {
      const message = errors[name]?.message;
      if (typeof message !== 'string' || !message) return [];
      return [{ name, message, ...(isShown(name, car, dealerships) ? { targetId: fieldId(FINANCE_FORM_ID, name) } : {}) }];
    }),
    ...serverOnly,
  ];

  return (
    <LeadFormContext.Provider value={state}>
      <FormProvider {...form}>
        <form
          method="post"
          id={FINANCE_FORM_ID}
          onFocus={applicationChecks.preload}
          onPointerDown={applicationChecks.preload}
          data-testid="finance-application-form"
          noValidate
          aria-labelledby={labelledBy}
          aria-busy={status === 'submitting' || undefined}
          data-ready=""
          className="relative"
          onSubmit={(event) => {
            event.preventDefault();
            if (stepRef.current < LAST) void next();
            else void form.handleSubmit(onValid, onInvalid)(event);
          }}
        >
          {restored ? (
            <div role="status" data-testid="finance-restored" className="mb-6 rounded-md border border-blue-700 bg-blue-50 p-4 text-sm text-gray-900">
              <p>
                Welcome back. We filled in the answers you gave on this device on{' '}
                {new Date(restored.savedAt).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })} (you had
                reached ‘{FINANCE_STEPS[restored.step]?.label}’). For your security your date of birth and driver licence
                number are never saved, so please enter them again.
              </p>
              <button type="button" data-testid="finance-start-again" onClick={startAgain} className={`${inline(buttonClass.outline)} mt-3`}>
                Start again
              </button>
            </div>
          ) : null}
          <StepIndicator step={step} />
          <ErrorSummary entries={entries} summaryRef={summaryRef} id={`${FINANCE_FORM_ID}-errors`} />
          <h3
            ref={headingRef}
            id={`${FINANCE_FORM_ID}-step-heading`}
            data-testid="finance-step-heading"
            tabIndex={-1}
            className="mb-4 text-xl font-bold text-gray-900 focus:outline-none focus-visible:outline-3"
          >
            <span className="block text-sm font-semibold text-gray-700">
              Step {step + 1} of {FINANCE_STEPS.length}
            </span>
            {current.label}
          </h3>
          <p className="mb-4 text-sm text-gray-700">
            Fields marked <span aria-hidden="true" className="text-red-800">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <Honeypot inputRef={honeypot} id={`${FINANCE_FORM_ID}-company_website`} />
          {/* Only this step's fields are mounted; the others' answers live in the form state. */}
          <div key={current.id} data-finance-step={current.id}>
            {current.id === 'consent' ? (
              <div className="space-y-5">
                <ReviewSummary car={car} dealerships={dealerships} onChange={(index) => goTo(index, 'heading')} />
                <CreditCollectionNotice siteName={siteName} provider={provider} privacyHref={privacyHref} complaints={complaints} />
                <CheckboxField name="credit_enquiry_consent" label={creditEnquiryConsentText(provider)} />
                <CheckboxField name="privacy_acknowledged" label={PRIVACY_ACKNOWLEDGEMENT_TEXT} />
              </div>
            ) : (
              <StepFields step={current.id} car={car} dealerships={dealerships} />
            )}
          </div>
          <FormAlert message={formError} />
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            {step > 0 ? (
              <button
                type="button"
                data-testid="finance-back"
                disabled={status !== 'idle'}
                onClick={() => goTo(step - 1, 'heading')}
                className={`${inline(buttonClass.outline)} px-6`}
              >
                Back
              </button>
            ) : (
              <span />
            )}
            {step < LAST ? (
              <button type="submit" data-testid="finance-continue" className={`${inline(buttonClass.primary)} px-8`}>
                Continue
              </button>
            ) : (
              <SubmitButton label="Submit application" status={status} />
            )}
          </div>
        </form>
      </FormProvider>
    </LeadFormContext.Provider>
  );
}
