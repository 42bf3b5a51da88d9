/**
 * Complaints notice (spec §8) and the consumer-protection regulators listed on it (spec §3 Regulator
 * entry: name, website). Regulators are listed by each location's state, once per state, in the
 * order the states first appear among the locations.
 */
import { AU_STATES, type AuState } from '@forecourt/schemas/vehicle/fields';
import type { Location, Site } from '@/lib/content/models';
import { own } from '@forecourt/schemas/own';

export interface Regulator {
  state: AuState;
  name: string;
  website: string;
}

/** The state and territory consumer-protection authorities. */
export const REGULATORS: Readonly<Record<AuState, Regulator>> = {
  ACT: { state: 'ACT', name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  NSW: { state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  NT: { state: 'NT', name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  QLD: { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
  SA: { state: 'SA', name: 'Consumer and Business Services', website: 'https://www.cbs.sa.gov.au' },
  TAS: { state: 'TAS', name: 'Consumer, Building and Occupational Services', website: 'https://www.cbos.tas.gov.au' },
  VIC: { state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  WA: { state: 'WA', name: 'Consumer Protection WA', website: 'https://www.commerce.wa.gov.au/consumer-protection' },
};

const STATE_NAMES: Readonly<Record<string, AuState>> = {
  australiancapitalterritory: 'ACT',
  newsouthwales: 'NSW',
  northernterritory: 'NT',
  queensland: 'QLD',
  southaustralia: 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  westernaustralia: 'WA',
};

/** 'NSW', 'nsw', 'New South Wales' -> 'NSW'; unknown -> undefined. */
export function auState(value: string | null | undefined): AuState | undefined {
  // ISO 3166-2 codes ('AU-VIC') appear in some feeds.
  const text = (value ?? '').trim().replace(/^AU-/i, '');
  const upper = text.toUpperCase();
  if ((AU_STATES as readonly string[]).includes(upper)) return upper as AuState;
  return own(STATE_NAMES, text.toLowerCase().replace(/[^a-z]/g, ''));
}

/** The regulators for the locations' states: unique, in the order the states first appear; unknown states are skipped. */
export function regulatorsFor(locations: readonly { address: Pick<Location['address'], 'state'> }[]): Regulator[] {
  const states: AuState[] = [];
  for (const location of locations) {
    const state = auState(location.address.state);
    if (state && !states.includes(state)) states.push(state);
  }
  return states.map((state) => REGULATORS[state]);
}

/** Spec §8 complaints-notice copy. */
export const COMPLAINTS_INTRO = 'Please raise any complaints or concerns with the relevant department manager';
export const COMPLAINTS_CONTACT_PERSON =
  'This manager will be your contact person whilst your complaint or concern is being dealt with.';
/** Follows each regulator link. */
export const REGULATOR_LINK_SUFFIX = 'or seek independent legal advice';

export interface ComplaintsNotice {
  intro: string;
  /** The manager to contact, when configured. */
  manager?: string;
  email?: string;
  /** The dealership phone. */
  phone?: string;
  contactPerson: string;
  regulators: Regulator[];
  regulatorSuffix: string;
}

/**
 * The complaints notice: the manager from site.complaints_contact; its email, else the site email;
 * its phone, else the site's main phone (the dealership phone); then the regulators of the
 * locations' states, each followed by 'or seek independent legal advice'.
 */
export function complaintsNotice(
  site: Pick<Site, 'complaints_contact' | 'email'> & { phones: Pick<Site['phones'], 'main'> },
  locations: readonly { address: Pick<Location['address'], 'state'> }[],
): ComplaintsNotice {
  const contact = site.complaints_contact;
  const clean = (value: string | undefined) => value?.trim() || undefined;
  const manager = clean(contact?.manager);
  const email = clean(contact?.email) ?? clean(site.email);
  const phone = clean(contact?.phone) ?? clean(site.phones.main);
  return {
    intro: COMPLAINTS_INTRO,
    ...(manager ? { manager } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    contactPerson: COMPLAINTS_CONTACT_PERSON,
    regulators: regulatorsFor(locations),
    regulatorSuffix: REGULATOR_LINK_SUFFIX,
  };
}
