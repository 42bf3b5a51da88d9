/**
 * The valuation wizard's trade-in in what the dealer receives: the ADF trade-in vehicle, the e-mail's
 * 'Trade-in' section and subject, the webhook's `trade_in` — each from the lead's `trade_in` column,
 * read leniently.
 */
import { describe, expect, it } from 'vitest';
import { buildAdf } from './adf';
import { adfErrors } from './adf-dtd';
import { composeLeadEmail, leadSubject } from './email';
import { deliveryLead, hasTradeIn, leadAnswers } from './lead';
import { CAR, leadRow, VENDOR } from './test-fixtures';
import { estimateText, tradeInAnswerLines, tradeInLines, tradeInSnapshot } from './trade-in';
import { webhookBody } from './webhook-body';

const TRADE_IN = {
  valuation_id: '2b7c1c8e-6a53-4a8e-9d55-6f3c1b2a9e10',
  vehicle: {
    year: 2017, make: 'Volkswagen', model: 'Golf', badge: '110TSI Comfortline', body: 'Hatch', transmission: 'Automatic',
    colour: 'Soul Red', vin: 'JM0BN106200123456', source: 'rego', rego: 'XYZ789', regoState: 'NSW',
  },
  kms: 85_000,
  answers: { condition: 'good', service_history: 'full', accident_damage: 'no', tyres: 'worn', finance_owing: 'yes', keys: 'two' },
  outcome: { kind: 'estimate', low: 14_200, high: 16_800, offer: 14_200, comparables: 9, provider: 'embedded' },
  valued_at: '2025-07-01T09:29:00.000Z',
  offer_accepted: true,
};

const accepted = (tradeIn: unknown = TRADE_IN, extra: Parameters<typeof leadRow>[0] = {}) =>
  deliveryLead(
    leadRow({
      form: 'trade_in',
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      car: null,
      carId: null,
      message: null,
      payload: { name: 'Zoë', email: 'zoe@example.com', phone: '0412345678', rego: 'XYZ789', regoState: 'NSW', kms: 85_000, offer_accepted: true, form_completed: true },
      tradeIn,
      parentLeadId: 'b1946ac9-2f3d-4e60-8e1c-3c1f1f0b2a11',
      ...extra,
    }),
  );

describe('the trade-in column', () => {
  it('reads as lines a valuer reads: the car, rego, kilometres, each answer in words, the estimate', () => {
    const lead = accepted();
    expect(hasTradeIn(lead)).toBe(true);
    expect(lead.parentLeadId).toBe('b1946ac9-2f3d-4e60-8e1c-3c1f1f0b2a11');
    expect(tradeInLines(lead.tradeIn!)).toEqual([
      { label: 'Trade-in vehicle', value: '2017 Volkswagen Golf 110TSI Comfortline' },
      { label: 'Rego', value: 'XYZ789 (NSW)' },
      { label: 'VIN', value: 'JM0BN106200123456' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Colour', value: 'Soul Red' },
      { label: 'Kilometres', value: '85,000 km' },
      { label: 'What condition is the car in overall?', value: 'Good: minor marks from normal use' },
      { label: 'Does it have a service history?', value: 'Full service history' },
      { label: 'Has it had accident damage?', value: 'No' },
      { label: 'How are the tyres?', value: 'Worn: need replacing soon' },
      { label: 'Is there finance owing on the car?', value: 'Yes' },
      { label: 'How many keys do you have?', value: 'Two or more' },
      { label: 'Online estimate', value: '$14,200 to $16,800 (offer $14,200)' },
      { label: 'Estimate based on', value: '9 comparable cars in stock' },
      { label: 'Offer accepted', value: 'Yes' },
    ]);
  });

  it.each([
    [{ kind: 'appraisal', reasons: ['too_old', 'too_many_km'] }, 'none: over 7 years old; over 100,000 km (appraisal in person)'],
    [{ kind: 'declined', reason: 'too_few_comparables' }, 'none: not enough comparable cars to value it on (appraisal in person)'],
    [{ kind: 'declined', reason: 'provider_unavailable' }, 'none: the valuation service was unavailable (appraisal in person)'],
    [{ kind: 'declined', reason: 'something_new' }, 'none: something new (appraisal in person)'],
    [{ kind: 'estimate', low: 1000, high: 2000 }, '$1,000 to $2,000'],
    [{ kind: 'estimate', offer: 1500 }, 'offer $1,500'],
  ])('outcome %j → %s', (outcome, text) => {
    expect(estimateText(tradeInSnapshot({ ...TRADE_IN, outcome })!)).toBe(text);
  });

  it('keeps an answer it does not know, as given, and shows nothing for an unknown outcome', () => {
    expect(tradeInAnswerLines({ keys: 'one', paint: 'faded' })).toEqual([
      { label: 'How many keys do you have?', value: 'One' },
      { label: 'paint', value: 'faded' },
    ]);
    expect(tradeInAnswerLines({ condition: 'shiny' })).toEqual([{ label: 'What condition is the car in overall?', value: 'shiny' }]);
    expect(estimateText(tradeInSnapshot({ ...TRADE_IN, outcome: { kind: 'free' } })!)).toBeUndefined();
  });

  it('is absent on other leads, and a value of the wrong shape is dropped piece by piece', () => {
    expect(deliveryLead(leadRow()).tradeIn).toBeUndefined();
    expect(deliveryLead(leadRow({ tradeIn: 'a car' })).tradeIn).toBeUndefined();
    expect(deliveryLead(leadRow({ tradeIn: [1] })).tradeIn).toBeUndefined();
    expect(tradeInSnapshot({ vehicle: 'x', kms: 'lots', answers: [1], outcome: 5 })).toEqual({ vehicle: {}, kms: undefined, answers: {}, outcome: undefined, offer_accepted: undefined });
  });

  it("stays out of the lead's general answers (it has its own section) but the subcategory is there", () => {
    const labels = leadAnswers(accepted()).map((a) => a.label);
    expect(labels).toContain('Subcategory');
    expect(labels).not.toContain('Trade-in rego');
    expect(labels).not.toContain('Trade-in kilometres');
  });
});

describe('the ADF of an accepted trade-in offer', () => {
  const xml = buildAdf(accepted(), VENDOR);
  const trade = /<vehicle interest="trade-in" status="used">[\s\S]*?<\/vehicle>/.exec(xml)?.[0] ?? '';

  it('is valid ADF 1.0 with the trade-in vehicle in the DTD order', () => {
    expect(adfErrors(xml)).toEqual([]);
    expect(trade).toMatch(
      /<year>2017<\/year>\s*<make>Volkswagen<\/make>\s*<model>Golf<\/model>\s*<vin>JM0BN106200123456<\/vin>\s*<trim>110TSI Comfortline<\/trim>\s*<bodystyle>Hatch<\/bodystyle>\s*<transmission>Automatic<\/transmission>\s*<odometer status="original" units="km">85000<\/odometer>\s*<condition>good<\/condition>\s*<colorcombination>\s*<exteriorcolor>Soul Red<\/exteriorcolor>\s*<preference>1<\/preference>\s*<\/colorcombination>\s*<price type="offer" currency="AUD">14200<\/price>\s*<pricecomments>Online estimate: \$14,200 to \$16,800 \(offer \$14,200\)<\/pricecomments>/,
    );
  });

  it('lists every answer and the estimate in the comments, and the subcategory in the customer comments', () => {
    expect(trade).toContain('What condition is the car in overall?: Good: minor marks from normal use\n');
    expect(trade).toContain('How are the tyres?: Worn: need replacing soon\n');
    expect(trade).toContain('Online estimate: $14,200 to $16,800 (offer $14,200)\n');
    expect(trade).toContain('Offer accepted: Yes</comments>');
    expect(xml).toMatch(/<customer>[\s\S]*Category: Trade-In\nSubcategory: 3\. Offer Accepted\nContinues lead: b1946ac9-2f3d-4e60-8e1c-3c1f1f0b2a11\n[\s\S]*<\/customer>/);
    // The car of interest is still there (ADF requires one), saying there is none in particular.
    expect(xml).toContain('<vehicle interest="buy" status="new">');
  });

  it('an appraisal request has no price, and a condition ADF does not know is left out', () => {
    const appraisal = buildAdf(
      accepted({ ...TRADE_IN, answers: { ...TRADE_IN.answers, condition: 'shiny' }, outcome: { kind: 'appraisal', reasons: ['too_old'] }, offer_accepted: false }, { subcategory: '3. Appraisal Requested' }),
      VENDOR,
    );
    expect(adfErrors(appraisal)).toEqual([]);
    const vehicle = /<vehicle interest="trade-in"[\s\S]*?<\/vehicle>/.exec(appraisal)?.[0] ?? '';
    expect(vehicle).not.toContain('<price ');
    expect(vehicle).not.toContain('<condition>');
    expect(vehicle).toContain('<pricecomments>Online estimate: none: over 7 years old (appraisal in person)</pricecomments>');
    expect(vehicle).toContain('Offer accepted: No (appraisal requested)');
    expect(appraisal).toContain('Subcategory: 3. Appraisal Requested');
  });
});

describe('the e-mail and the webhook', () => {
  it("name the trade-in car in the subject and show a 'Trade-in' section", () => {
    const lead = accepted();
    expect(leadSubject(lead, VENDOR)).toBe('Trade-In (3. Offer Accepted): 2017 Volkswagen Golf 110TSI Comfortline — Harbour Toyota');
    // With a car of the dealer's in view, the subject still names the shopper's own car.
    expect(leadSubject(accepted(TRADE_IN, { car: CAR, carId: CAR.id }), VENDOR)).toBe('Trade-In (3. Offer Accepted): 2017 Volkswagen Golf 110TSI Comfortline — Harbour Toyota');
    const html = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 1, to: 'sales@harbourtoyota.com.au' }).mail.html as string;
    expect(html).toMatch(/<h2 style="font-size:16px">Trade-in<\/h2>\n<table[\s\S]*Trade-in vehicle<\/th><td[^>]*>2017 Volkswagen Golf 110TSI Comfortline[\s\S]*Online estimate<\/th><td[^>]*>\$14,200 to \$16,800 \(offer \$14,200\)/);
    expect(html).toContain('3. Offer Accepted');
  });

  it('carry the trade-in and the started lead to the CRM', () => {
    const body = JSON.parse(webhookBody(accepted(), VENDOR)) as Record<string, unknown>;
    expect(body).toMatchObject({
      form: 'trade_in',
      subcategory: '3. Offer Accepted',
      parent_lead_id: 'b1946ac9-2f3d-4e60-8e1c-3c1f1f0b2a11',
      trade_in: { kms: 85_000, vehicle: { make: 'Volkswagen', model: 'Golf' }, outcome: { kind: 'estimate', offer: 14_200 }, offer_accepted: true },
    });
    expect(JSON.parse(webhookBody(deliveryLead(leadRow()), VENDOR))).toMatchObject({ parent_lead_id: null, trade_in: null });
  });
});
