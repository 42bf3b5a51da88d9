/**
 * A site's share of the platform's finance settings. The document lists every dealer group; a page
 * gets only what concerns its own site's group, so no dealer's page (nor the props its browser
 * components receive) carries other groups' names or finance arrangements. The rules give the same
 * answers for the site with the share as with the whole document.
 */
import { isExcludedDealerGroup } from '@/domain/finance-eligibility';
import type { FinanceSettings, Site } from './models';

/** No settings: nothing excluded, no group overrides, the standard disclaimer. */
export const NO_FINANCE_SETTINGS: Readonly<FinanceSettings> = { excludedDealerGroups: [], groups: {} };

export function financeSettingsForSite(settings: FinanceSettings, site: Pick<Site, 'dealership_group'>): FinanceSettings {
  // Dealer group names are matched as the rules match them (trimmed, case-insensitive).
  const ours = (group: string) => isExcludedDealerGroup(site, [group]);
  return {
    excludedDealerGroups: settings.excludedDealerGroups.filter(ours),
    groups: Object.fromEntries(Object.entries(settings.groups).filter(([group]) => ours(group))),
    ...(settings.disclaimer ? { disclaimer: settings.disclaimer } : {}),
  };
}
