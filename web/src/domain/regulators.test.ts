import { describe, expect, it } from 'vitest';
import { AU_STATES } from '@forecourt/schemas/vehicle';
import {
  COMPLAINTS_CONTACT_PERSON,
  COMPLAINTS_INTRO,
  REGULATORS,
  auState,
  complaintsNotice,
  regulatorsFor,
} from './regulators';

const at = (...states: string[]) => states.map((state) => ({ address: { state } }));

describe('regulators (spec §8)', () => {
  it('has one official https site per state and territory', () => {
    expect(Object.keys(REGULATORS).sort()).toEqual([...AU_STATES].sort());
    for (const [state, regulator] of Object.entries(REGULATORS)) {
      expect(regulator.state).toBe(state);
      expect(regulator.website).toMatch(/^https:\/\/[a-z.]+\.gov\.au(\/|$)/);
    }
    expect(REGULATORS.NSW).toEqual({ state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' });
    expect(REGULATORS.VIC.name).toBe('Consumer Affairs Victoria');
    expect(REGULATORS.TAS.name).toBe('Consumer, Building and Occupational Services');
  });

  it('reads state codes and names', () => {
    expect(auState('nsw')).toBe('NSW');
    expect(auState(' Qld ')).toBe('QLD');
    expect(auState('New South Wales')).toBe('NSW');
    expect(auState('western australia')).toBe('WA');
    expect(auState('Australian Capital Territory')).toBe('ACT');
    expect(auState('Auckland')).toBeUndefined();
    expect(auState('')).toBeUndefined();
  });

  it('lists each state once, in location order, skipping unknown states', () => {
    expect(regulatorsFor(at('VIC', 'NSW', 'vic', 'Nowhere', 'New South Wales', 'WA')).map((r) => r.state)).toEqual(['VIC', 'NSW', 'WA']);
    expect(regulatorsFor([])).toEqual([]);
  });
});

describe('complaints notice (spec §8)', () => {
  const phones = { main: '02 9999 0000' };

  it('uses the complaints contact', () => {
    const notice = complaintsNotice(
      { complaints_contact: { manager: 'Jane Citizen', email: 'jane@harbour.example', phone: '02 9999 1111' }, email: 'sales@harbour.example', phones },
      at('NSW'),
    );
    expect(notice).toEqual({
      intro: 'Please raise any complaints or concerns with the relevant department manager',
      manager: 'Jane Citizen',
      email: 'jane@harbour.example',
      phone: '02 9999 1111',
      contactPerson: 'This manager will be your contact person whilst your complaint or concern is being dealt with.',
      regulators: [REGULATORS.NSW],
      regulatorSuffix: 'or seek independent legal advice',
    });
  });

  it('falls back to the site email and main phone, and leaves out what is missing', () => {
    const notice = complaintsNotice({ complaints_contact: undefined, email: 'sales@harbour.example', phones }, at('QLD', 'SA'));
    expect(notice.manager).toBeUndefined();
    expect(notice.email).toBe('sales@harbour.example');
    expect(notice.phone).toBe('02 9999 0000');
    expect(notice.regulators.map((r) => r.name)).toEqual(['Office of Fair Trading Queensland', 'Consumer and Business Services']);
    const bare = complaintsNotice({ complaints_contact: { manager: ' ', email: undefined, phone: undefined }, email: undefined, phones: { main: undefined } }, []);
    expect(bare).toEqual({ intro: COMPLAINTS_INTRO, contactPerson: COMPLAINTS_CONTACT_PERSON, regulators: [], regulatorSuffix: 'or seek independent legal advice' });
  });
});

describe('auState with ISO 3166-2 codes', () => {
  it.each([
    ['AU-VIC', 'VIC'],
    ['au-nsw', 'NSW'],
    ['AU-XX', undefined],
  ])('%s -> %s', (value, state) => {
    expect(auState(value)).toBe(state);
  });
});
