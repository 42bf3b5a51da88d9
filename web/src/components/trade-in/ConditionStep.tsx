'use client';

/**
 * Step 3b, 'About your car': every adjustment question of TRADE_IN_QUESTIONS as a required radio
 * group (answers travel by option id), then the estimate is requested.
 */
import { TRADE_IN_QUESTIONS, TradeInAnswersSchema, type TradeInAnswers } from '@forecourt/schemas/trade-in';
import { useState, type ReactNode } from 'react';
import { ErrorSummary } from '@/components/leads/ErrorSummary';
import { FormAlert } from '@/components/leads/FormAlert';
import { RadioQuestion, StepActions, useFieldErrors, WorkingButton } from './controls';

export const VALUE_BUTTON_LABEL = 'Get my valuation';
export const questionId = (question: string) => `valuation-wizard-q-${question}`;

export function ConditionStep({
  answers: initial,
  working,
  error,
  errorAction,
  onBack,
  onAnswered,
}: {
  answers?: TradeInAnswers;
  working: boolean;
  /** The estimate request's failure, shown above the button. */
  error?: string;
  /** A way on from that failure (Start again), when there is one. */
  errorAction?: ReactNode;
  onBack: () => void;
  onAnswered: (answers: TradeInAnswers) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...initial }));
  const { errors, show, clear, summaryRef, entries } = useFieldErrors(questionId);

  const submit = () => {
    const parsed = TradeInAnswersSchema.safeParse(answers);
    if (!parsed.success) {
      const next = new Map<string, string>();
      // In question order, so the summary reads like the form.
      for (const question of TRADE_IN_QUESTIONS) {
        const issue = parsed.error.issues.find((i) => i.path[0] === question.id);
        if (issue) next.set(question.id, issue.message);
      }
      show(next);
      return;
    }
    show(new Map());
    onAnswered(parsed.data);
  };

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="valuation-wizard-heading"
      aria-busy={working || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!working) submit();
      }}
    >
      <p className="mb-4 text-gray-700">A few questions about its condition. Answer each one as best you can: we confirm everything when we see the car.</p>
      <ErrorSummary id="valuation-wizard-condition-errors" entries={entries} summaryRef={summaryRef} />
      <div className="grid gap-6">
        {TRADE_IN_QUESTIONS.map((question) => (
          <RadioQuestion
            key={question.id}
            id={questionId(question.id)}
            name={question.id}
            legend={question.label}
            hint={'hint' in question ? question.hint : undefined}
            options={question.options}
            value={answers[question.id]}
            error={errors.get(question.id)}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              clear(question.id);
            }}
          />
        ))}
      </div>
      <FormAlert message={error} />
      {error && errorAction ? <div className="mt-3">{errorAction}</div> : null}
      <StepActions onBack={onBack} backDisabled={working}>
        <WorkingButton label={VALUE_BUTTON_LABEL} working={working} />
      </StepActions>
    </form>
  );
}
