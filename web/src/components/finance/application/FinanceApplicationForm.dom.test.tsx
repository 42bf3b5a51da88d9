// @vitest-environment jsdom
/**
 * The application form in a DOM against a fake server: the six steps in order with focus on each
 * new step's heading, errors in the focused summary, progress kept in this browser (never the licence
 * or date of birth) and offered back with 'Start again', the consent naming the lender, one request
 * with an Idempotency-Key, the server's field errors sending the shopper back, and the confirmation.
 * The checks, which the form fetches on the shopper's first touch, are fetched before the tests.
 */
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../test/support/dom-root';
import { applicationChecks, FinanceApplicationForm, type FinanceApplicationFormProps } from './FinanceApplicationForm';
import { progressKey, saveProgress } from './progress';

// jsdom has no scrollIntoView; the error summary's links call it.
if (typeof (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;

const SITE = 'gateway-car-superstore';
const APPLICATION_ID = '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a01';
const LEAD_ID = '3f0d2c1e-8b7a-4c5d-9e6f-1a2b3c4d5e6f';

const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
let calls: { url: string; body: Record<string, unknown>; headers: Headers }[];
let answer: { status: number; body: unknown };

beforeAll(async () => {
  await Promise.all([applicationChecks.load(), import('@/lib/leads/client/answers')]);
});

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answer = { status: 201, body: { application_id: APPLICATION_ID, lead_id: LEAD_ID } };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>, headers: new Headers(init?.headers) });
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  });
});

async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const PROPS: FinanceApplicationFormProps = {
  site: SITE,
  siteName: 'Gateway Car Superstore',
  provider: 'AusLoans',
  privacyHref: '/privacy-policy',
  complaints: { manager: 'Shane McAllister, General Manager', email: 'gm@gatewaycarsuperstore.com.au', phone: '07 3868 9099' },
  dealerships: [],
  car: { id: 'car-1', title: '2021 Toyota Corolla Ascent Sport', stocknum: 'GC1234', price: '$32,990' },
  presets: { car_id: 'car-1', purchase_price: '32,990', car_type: 'used' },
  labelledBy: 'heading',
};

async function mount(props: Partial<FinanceApplicationFormProps> = {}) {
  act(() => {
    dom.root.render(<FinanceApplicationForm {...PROPS} {...props} />);
  });
  await settle();
}

const heading = () => dom.container.querySelector('[data-testid="finance-step-heading"]')!;
const current = () => dom.container.querySelector('[aria-current="step"]')!.textContent;
const summary = () => dom.container.querySelector('[data-error-summary]');
const byLabel = <T extends HTMLElement>(text: string): T => {
  const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label) throw new Error(`no label ${text}; have ${[...dom.container.querySelectorAll('label')].map((l) => l.textContent).join(' | ')}`);
  return document.getElementById(label.htmlFor) as T;
};
const testId = <T extends HTMLElement>(id: string) => dom.container.querySelector<T>(`[data-testid="${id}"]`);

async function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

async function click(element: HTMLElement | null) {
  if (!element) throw new Error('nothing to click');
  act(() => element.click());
  await settle();
}

const proceed = () => click(testId('finance-continue'));

async function fillApplicant() {
  await choose(byLabel('Title'), 'Ms');
  await type(byLabel('First Name'), 'Zoë');
  await type(byLabel('Last Name'), 'Li');
  await type(byLabel('Date of birth'), '1987-03-27');
  await type(byLabel('Mobile'), '0412 345 678');
  await type(byLabel('Email'), 'zoe@example.com');
  await type(byLabel('Driver licence number'), 'QX7731946');
  await choose(byLabel('Licence state'), 'QLD');
  await choose(byLabel('Relationship status'), 'single');
  await choose(byLabel('Number of dependants'), '0');
}

async function fillTheRest() {
  await type(byLabel('Street address'), '17 Wattlebird Crescent');
  await type(byLabel('Suburb'), 'Kangaroo Point');
  await choose(byLabel('State'), 'QLD');
  await type(byLabel('Postcode'), '4169');
  await choose(byLabel('Residential status'), 'renting');
  await type(byLabel('Years at this address'), '3');
  await choose(byLabel('Months at this address'), '4');
  await type(byLabel('Monthly rent or mortgage'), '1987');
  await proceed();
  expect(current()).toContain('Employment');
  await choose(byLabel('Employment status'), 'full_time');
  await type(byLabel('Employer'), 'Brisbane Ferries');
  await type(byLabel('Occupation'), 'Deckhand');
  await type(byLabel('Years in this job'), '6');
  await choose(byLabel('Months in this job'), '0');
  await proceed();
  expect(current()).toContain('Income & expenses');
  await type(byLabel('Monthly income after tax'), '6543');
  await type(byLabel('Monthly living expenses'), '2109');
  await proceed();
  expect(current()).toContain('The car');
}

describe('FinanceApplicationForm', () => {
  it('goes through the six steps, one heading at a time, and sends the application once', async () => {
    await mount();
    expect(dom.container.querySelector('form#finance-form')).not.toBeNull();
    expect([...dom.container.querySelectorAll('[data-testid="finance-steps"] li')].map((li) => li.textContent?.replace(/^(Current|Completed): /, ''))).toEqual([
      '1. Applicant',
      '2. Residence',
      '3. Employment',
      '4. Income & expenses',
      '5. The car',
      '6. Review & consent',
    ]);
    expect(heading().textContent).toBe('Step 1 of 6Applicant');
    expect(current()).toContain('Applicant');
    expect(document.activeElement).not.toBe(heading());
    expect(testId('finance-back')).toBeNull();

    // Nothing filled in: the summary lists this step's problems and takes focus.
    await proceed();
    expect(current()).toContain('Applicant');
    expect(document.activeElement).toBe(summary());
    expect(summary()!.textContent).toContain('First Name is required.');
    expect(summary()!.textContent).toContain('Driver licence number is required.');
    expect(summary()!.textContent).not.toContain('Suburb');

    await fillApplicant();
    // Fixed fields leave the summary as they are corrected.
    expect(summary()).toBeNull();
    await type(byLabel('Date of birth'), '2015-01-01');
    await proceed();
    expect(summary()!.textContent).toContain('You must be 18 or older to apply for finance.');
    await type(byLabel('Date of birth'), '1987-03-27');
    await proceed();
    expect(current()).toContain('Residence');
    expect(heading().textContent).toContain('Residence');
    expect(document.activeElement).toBe(heading());

    // Kept in this browser as typed, but never the licence or the date of birth.
    const kept = localStorage.getItem(progressKey(SITE))!;
    expect(kept).toContain('Zoë');
    expect(kept).not.toContain('QX7731946');
    expect(kept).not.toContain('1987-03-27');

    // Back keeps the answers.
    await click(testId('finance-back'));
    expect(byLabel<HTMLInputElement>('First Name').value).toBe('Zoë');
    expect(document.activeElement).toBe(heading());
    await proceed();

    await fillTheRest();
    expect(testId('finance-car')!.textContent).toContain('2021 Toyota Corolla Ascent Sport');
    expect(byLabel<HTMLInputElement>('Purchase price or budget').value).toBe('32,990');
    expect(() => byLabel('Car type')).toThrow();
    await type(byLabel('Deposit or trade-in'), '5000');
    await choose(byLabel('Loan term (years)'), '5');
    await proceed();
    expect(current()).toContain('Review & consent');

    const review = testId('finance-review')!;
    for (const text of ['Zoë', '27/03/1987', 'QX7731946', 'Kangaroo Point', 'Renting', '$1,987', 'Full-time', '$6,543', '$32,990', '5 years', '2021 Toyota Corolla Ascent Sport']) {
      expect(review.textContent).toContain(text);
    }
    const notice = testId('finance-collection-notice')!;
    expect(notice.textContent).toContain('Gateway Car Superstore collects the personal information');
    expect(notice.textContent).toContain('AusLoans will obtain your credit report from a credit reporting body');
    expect(notice.textContent).toContain('Shane McAllister');
    expect(notice.querySelector('a[href="/privacy-policy"]')).not.toBeNull();

    // Not agreed: nothing is sent.
    await click(dom.container.querySelector<HTMLButtonElement>('button[type="submit"]'));
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(summary());
    expect(summary()!.textContent).toContain('You must agree to the credit enquiry before we can send your application.');

    const consent = byLabel<HTMLInputElement>('I agree that AusLoans may obtain my credit report from a credit reporting body, and use and disclose my information, to assess this application for finance.');
    await click(consent);
    await click(byLabel<HTMLInputElement>('I have read the collection notice above.'));
    await click(dom.container.querySelector<HTMLButtonElement>('button[type="submit"]'));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/finance-applications');
    expect(calls[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({
      fields: {
        title: 'Ms',
        name: 'Zoë',
        date_of_birth: '1987-03-27',
        licence_number: 'QX7731946',
        employer: 'Brisbane Ferries',
        car_id: 'car-1',
        purchase_price: '32,990',
        car_type: 'used',
        term_years: '5',
        credit_enquiry_consent: true,
        privacy_acknowledged: true,
      },
      started_at: expect.any(Number) as unknown,
      context: { visited_pages: [] },
    });
    const success = testId('finance-application-success')!;
    expect(success.textContent).toContain('Application received');
    expect(success.textContent).toContain('5B0E8F0E');
    expect(document.activeElement?.textContent).toBe('Application received');
    expect(localStorage.getItem(progressKey(SITE))).toBeNull();
  });

  it('offers the saved progress back, without the licence or date of birth, and starts again on request', async () => {
    saveProgress(localStorage, SITE, 3, { name: 'Zoë', last_name: 'Li', suburb: 'Kangaroo Point', licence_number: 'QX7731946', purchase_price: '20,000' });
    await mount();
    const restored = testId('finance-restored')!;
    expect(restored.textContent).toContain('Income & expenses');
    expect(restored.textContent).toContain('date of birth and driver licence number are never saved');
    expect(byLabel<HTMLInputElement>('First Name').value).toBe('Zoë');
    expect(byLabel<HTMLInputElement>('Driver licence number').value).toBe('');
    expect(current()).toContain('Applicant');

    await click(testId('finance-start-again'));
    expect(testId('finance-restored')).toBeNull();
    expect(byLabel<HTMLInputElement>('First Name').value).toBe('');
    expect(localStorage.getItem(progressKey(SITE))).toBeNull();
    expect(document.activeElement).toBe(heading());
  });

  it("names 'our finance partner' without a lender, and sends the shopper back to a field the server refused", async () => {
    saveProgress(localStorage, SITE, 0, { name: 'Zoë', last_name: 'Li', phone: '0412345678', email: 'zoe@example.com', title: 'Ms' });
    await mount({ provider: undefined, car: undefined, presets: {} });
    await type(byLabel('Date of birth'), '1987-03-27');
    await type(byLabel('Driver licence number'), 'QX7731946');
    await choose(byLabel('Licence state'), 'QLD');
    await choose(byLabel('Relationship status'), 'single');
    await choose(byLabel('Number of dependants'), '0');
    await proceed();
    await fillTheRest();
    await type(byLabel('Purchase price or budget'), '20000');
    await choose(byLabel('Loan term (years)'), '3');
    await proceed();
    await click(byLabel('I agree that our finance partner may obtain my credit report from a credit reporting body, and use and disclose my information, to assess this application for finance.'));
    await click(byLabel('I have read the collection notice above.'));

    answer = { status: 400, body: { error: 'Please fix the following errors:', fields: { postcode: 'Invalid postcode. Please enter a 4-digit number.' } } };
    await click(dom.container.querySelector<HTMLButtonElement>('button[type="submit"]'));
    expect(calls).toHaveLength(1);
    expect(current()).toContain('Residence');
    expect(document.activeElement).toBe(summary());
    expect(summary()!.textContent).toContain('Invalid postcode. Please enter a 4-digit number.');
    expect(summary()!.querySelector('a')!.getAttribute('href')).toBe('#finance-form-postcode');
  });
});
