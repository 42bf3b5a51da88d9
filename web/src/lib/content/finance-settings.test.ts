/**
 * Finance settings from content: the model's reading of the document, a site's share of it, the
 * sample document as the repository reads it, and the settings reaching every caller of the rules
 * (an excluded dealer group shows no estimate anywhere; the group table changes the calculator).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { compareColumns } from '@/components/compare/compare-model';
import { vehicleCardModel } from '@/components/search/results/card-model';
import { financeCard } from '@/components/vehicle/content/model';
import { calculateFinance, calculatorSettings, defaultCalculatorInputs, DEFAULT_CALCULATOR_SETTINGS, GROUP_CALCULATOR_PROFILE, mergeCalculatorSettings } from '@/domain/finance-calculator';
import { vehiclePageModel } from '@/lib/vehicle/page-model';
import { createEmbeddedSource } from './embedded';
import { financeSettingsForSite, NO_FINANCE_SETTINGS } from './finance-settings';
import { calculatorGroupOverride, FinanceSettings } from './models';
import { createContentRepository } from './repository';

const NOW = new Date('2025-07-10T02:00:00Z');
const dataset = readDataset();
const repo = createContentRepository(createEmbeddedSource(dataset));
const harbour = (await repo.site('harbour-toyota'))!;
const southernCross = (await repo.site('southern-cross-motors'))!;
const sites = await Promise.all((await repo.sites()).map(async (s) => (await repo.site(s.slug))!));

describe('the FinanceSettings model', () => {
  it('reads no document as the defaults', () => {
    expect(FinanceSettings.parse(null)).toEqual({ excludedDealerGroups: [], groups: {} });
    expect(FinanceSettings.parse({ excluded_dealer_groups: [], calculator_groups: [], calculator_disclaimer: '  ' })).toEqual(NO_FINANCE_SETTINGS);
  });

  it('keeps only the settings a group sets, so empty fields fall back to the defaults', () => {
    const settings = FinanceSettings.parse({
      excluded_dealer_groups: [' Eyre Group ', ''],
      calculator_groups: [
        { dealership_group: ' One Group ', purchase_price_min: 5000, interest_rate_min: null, interest_rate_max: 20, default_interest_rate: null, establishment_fee: 395 },
        { dealership_group: '  ', purchase_price_min: 1 },
      ],
      calculator_disclaimer: ' Our words. ',
    });
    expect(settings).toEqual({
      excludedDealerGroups: ['Eyre Group'],
      groups: { 'One Group': { purchasePrice: { min: 5000 }, interestRate: { max: 20 }, establishmentFee: 395 } },
      disclaimer: 'Our words.',
    });
    const merged = calculatorSettings({ dealership_group: 'one group', finance_provider: undefined }, { groups: settings.groups });
    expect(merged.purchasePrice).toEqual({ ...DEFAULT_CALCULATOR_SETTINGS.purchasePrice, min: 5000 });
    expect(merged.interestRate).toEqual({ ...DEFAULT_CALCULATOR_SETTINGS.interestRate, max: 20 });
    expect(merged.defaultInterestRate).toBe(DEFAULT_CALCULATOR_SETTINGS.defaultInterestRate);
  });

  it('ignores a rate range written upside down and refuses negative numbers', () => {
    expect(calculatorGroupOverride({ interest_rate_min: 9, interest_rate_max: 4 })).toEqual({});
    expect(FinanceSettings.safeParse({ calculator_groups: [{ dealership_group: 'G', establishment_fee: -1 }] }).success).toBe(false);
  });
});

describe("a site's share of the settings", () => {
  const all = {
    excludedDealerGroups: ['Eyre Group', 'Southern  Cross Motor Group'],
    groups: { 'southern cross motor group': { defaultInterestRate: 8.5 }, 'Other Group': { defaultInterestRate: 4 } },
    disclaimer: 'Words.',
  };

  it("holds only the site's own group, matched as the rules match groups", () => {
    expect(financeSettingsForSite(all, southernCross)).toEqual({
      excludedDealerGroups: ['Southern  Cross Motor Group'],
      groups: { 'southern cross motor group': { defaultInterestRate: 8.5 } },
      disclaimer: 'Words.',
    });
    expect(financeSettingsForSite(all, { dealership_group: undefined })).toEqual({ excludedDealerGroups: [], groups: {}, disclaimer: 'Words.' });
  });

  it('gives every site the same calculator as the whole document', () => {
    for (const site of sites) {
      const share = financeSettingsForSite(all, site);
      expect(calculatorSettings(site, { groups: share.groups }), site.slug).toEqual(calculatorSettings(site, { groups: all.groups }));
    }
  });
});

describe('the sample finance settings document', () => {
  it('gives Southern Cross Motor Group the group profile and leaves every other site on its defaults', async () => {
    const whole = await repo.financeSettings();
    expect(whole.excludedDealerGroups).toEqual(['Eyre Peninsula Auto Group']);
    for (const site of sites) {
      const finance = await repo.financeSettings(site);
      // No sample site is excluded: every one keeps its estimates.
      expect(finance.excludedDealerGroups, site.slug).toEqual([]);
      const settings = calculatorSettings(site, { groups: finance.groups });
      if (site.dealership_group === 'Southern Cross Motor Group') {
        expect(settings).toEqual(mergeCalculatorSettings(calculatorSettings(site), GROUP_CALCULATOR_PROFILE));
      } else {
        expect(settings, site.slug).toEqual(calculatorSettings(site));
      }
    }
  });

  it("changes the calculator's limits and starting rate for the group's site", async () => {
    const finance = await repo.financeSettings(southernCross);
    const settings = calculatorSettings(southernCross, { groups: finance.groups });
    expect(settings.purchasePrice.min).toBe(5000);
    expect(settings.interestRate).toMatchObject({ min: 4, max: 20 });
    const inputs = defaultCalculatorInputs(undefined, settings);
    expect(inputs.interestRate).toBe(8.5);
    // 18% is clamped to 15% by the defaults, kept by the group's 4–20% range.
    expect(calculateFinance({ ...inputs, interestRate: 18 }, settings).inputs.interestRate).toBe(18);
    expect(calculateFinance({ ...inputs, interestRate: 18 }, calculatorSettings(southernCross)).inputs.interestRate).toBe(15);
    expect(calculateFinance({ ...inputs, purchasePrice: 3000 }, settings).inputs.purchasePrice).toBe(5000);
  });
});

describe('an excluded dealer group shows no finance estimate anywhere', () => {
  const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 1 })[0]!;
  const financed: Vehicle = {
    ...base,
    status: 'in_stock',
    sold: false,
    reserved: false,
    make: 'Toyota',
    year: 2022,
    price: 45990,
    offer_price: undefined,
    subscription_price: undefined,
    finance: { 'Car Clarity': { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 187.4, financeProvider: 'Car Clarity' } },
  };
  const excluded = { excludedDealerGroups: [harbour.dealership_group!] };
  const other = { excludedDealerGroups: ['Eyre Peninsula Auto Group'] };

  it('on result cards, the vehicle page strip, the finance card and the comparison', () => {
    expect(vehicleCardModel(financed, harbour, NOW, other).weekly?.text).toBe('From $187/week');
    expect(vehicleCardModel(financed, harbour, NOW, excluded).weekly).toBeUndefined();

    expect(vehiclePageModel(financed, harbour, undefined, NOW, other).finance?.weekly).toBe('From $187/week');
    expect(vehiclePageModel(financed, harbour, undefined, NOW, excluded).finance).toBeUndefined();

    expect(financeCard(financed, harbour, NOW, other)?.estimate?.weekly).toBe(187);
    const card = financeCard(financed, harbour, NOW, excluded);
    expect(card?.href).toBeTruthy();
    expect(card?.estimate).toBeUndefined();

    expect(compareColumns([financed], harbour, NOW, other)[0]!.cells.weekly).toMatchObject({ text: 'From $187/week', estimate: true });
    expect(compareColumns([financed], harbour, NOW, excluded)[0]!.cells.weekly.estimate).toBeUndefined();
  });

  it("with the site's share read from content", async () => {
    const share = financeSettingsForSite({ excludedDealerGroups: [` ${harbour.dealership_group!.toUpperCase()} `], groups: {} }, harbour);
    expect(vehicleCardModel(financed, harbour, NOW, share).weekly).toBeUndefined();
    expect(vehicleCardModel(financed, harbour, NOW, await repo.financeSettings(harbour)).weekly).toBeDefined();
  });
});
