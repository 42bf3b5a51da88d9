'use client';

/**
 * The vehicle page's multi-step enquiry (spec §4 Forms): contact details, then the enquiry, then
 * consent; 'Next' until the last step, which sends. Each step must pass enquiryStepSchema before
 * the next is shown; its errors appear in the kit's error summary (which takes focus). Moving on or
 * back puts focus on the new step's heading, which names the step ('Step 2 of 3'). A lead_id is
 * handled by the kit: event 14/15 (17 for a Test Drive Only car), the car recorded, /success.
 */
import { ENQUIRY_STEPS, enquiryStepSchema } from '@forecourt/schemas/leads';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { useLeadFormState } from '../form-context';
import { LeadForm } from '../LeadForm';
import { LeadFormFields } from '../LeadFormFields';
import { useLeadFormMeta } from './use-lead-form-meta';
import { ENQUIRY_STEP_TITLES, firstStepWithError, LAST_ENQUIRY_STEP, stepIndicator } from './enquiry-steps';
import type { VehicleLeadData } from './vehicle-lead-data';

export function EnquiryForm({ data, labelledBy }: { data: VehicleLeadData; labelledBy?: string }) {
  const meta = useLeadFormMeta('enquiry', data.options);
  const [step, setStep] = useState(0);
  // The car's own location is preset and not asked (see VehicleLeadData.locationId).
  const hidden = data.locationId ? ['location_id'] : [];
  return (
    <LeadForm
      kind="enquiry"
      options={data.options}
      meta={meta}
      siteName={data.siteName}
      car={data.car}
      presets={data.locationId ? { location_id: data.locationId } : undefined}
      hidden={hidden}
      submitLabel={step < LAST_ENQUIRY_STEP ? 'Next' : 'Enquire Now'}
      labelledBy={labelledBy}
    >
      <EnquirySteps step={step} onStep={setStep} hidden={hidden} />
    </LeadForm>
  );
}

function EnquirySteps({ step, onStep, hidden }: { step: number; onStep: (step: number) => void; hidden: readonly string[] }) {
  const { options, validateFields, status } = useLeadFormState();
  const { getValues, formState } = useFormContext();
  const holder = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef<'focus' | 'keep' | null>(null);

  // Before the last step, sending the form (the 'Next' button, or Enter in a field) moves on instead.
  // The listener sits on the form element itself, so stopping the event there keeps it from React's
  // submit handler (delegated at the root), which would validate and send the whole form.
  useEffect(() => {
    const form = holder.current?.closest('form');
    if (!form || step >= LAST_ENQUIRY_STEP) return;
    let active = true;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const valid = enquiryStepSchema(step, options).safeParse(getValues()).success;
      // The kit shows this step's messages (and focuses the summary) when a field fails.
      void validateFields(ENQUIRY_STEPS[step] ?? []).then((shown) => {
        if (!active || !valid || !shown) return;
        moved.current = 'focus';
        onStep(step + 1);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      active = false;
      form.removeEventListener('submit', onSubmit);
    };
  }, [step, options, getValues, validateFields, onStep]);

  // The server has the last word: a field of an earlier step it refused sends the shopper back there
  // (the error summary keeps focus and its link now reaches the field).
  const errorNames = Object.keys(formState.errors).join(',');
  useEffect(() => {
    if (!errorNames || step !== LAST_ENQUIRY_STEP) return;
    const back = firstStepWithError(errorNames.split(','));
    if (back !== undefined && back < LAST_ENQUIRY_STEP) {
      moved.current = 'keep';
      onStep(back);
    }
  }, [errorNames, step, onStep]);

  useEffect(() => {
    if (moved.current === 'focus') heading.current?.focus();
    moved.current = null;
  }, [step]);

  return (
    <div ref={holder} data-enquiry-step={step + 1}>
      <h3 ref={heading} tabIndex={-1} className="mb-4 text-lg font-bold text-gray-900 focus:outline-none focus-visible:outline-3">
        <span className="block text-sm font-semibold text-gray-700">{stepIndicator(step)}</span>
        {ENQUIRY_STEP_TITLES[step]}
      </h3>
      <ol aria-hidden="true" className="mb-5 flex gap-2">
        {ENQUIRY_STEPS.map((_, index) => (
          <li key={index} className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand' : 'bg-gray-300'}`} />
        ))}
      </ol>
      {/* Only this step's fields are mounted; answers of the others live in the form state, and a
          field mounted again shows them (LeadField.current), an unticked opt-in included. */}
      <div key={step}>
        <LeadFormFields names={ENQUIRY_STEPS[step]} exclude={hidden} />
      </div>
      {step > 0 ? (
        <div className="mt-6">
          <button
            type="button"
            disabled={status !== 'idle'}
            className={`${inline(buttonClass.outline)} px-6`}
            onClick={() => {
              moved.current = 'focus';
              onStep(step - 1);
            }}
          >
            Back
          </button>
        </div>
      ) : null}
    </div>
  );
}
