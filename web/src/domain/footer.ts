/** Footer rules (spec §9): copyright line and which social links show. */

export interface LicensedDealership {
  name: string;
  dealer_license_number?: string;
  motor_vehicle_repairer?: string;
}

/** '© 2026 Harbour Toyota · Dealer Licence MD012345 · MVRL 54321', with numbers only when present. */
export function copyrightLine(siteName: string, dealerships: readonly LicensedDealership[], now: Date): string {
  const parts = [`© ${now.getFullYear()} ${siteName}`];
  for (const d of dealerships) {
    const numbers = [
      d.dealer_license_number ? `Dealer Licence ${d.dealer_license_number}` : undefined,
      d.motor_vehicle_repairer ? `Repairer Licence ${d.motor_vehicle_repairer}` : undefined,
    ].filter(Boolean);
    if (numbers.length === 0) continue;
    parts.push(dealerships.length > 1 ? `${d.name}: ${numbers.join(', ')}` : numbers.join(' · '));
  }
  return parts.join(' · ');
}

export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_LABELS;

/** Social links show only when the site's flag is on and that network's URL is set (https only). */
export function visibleSocialLinks(
  social: Partial<Record<SocialNetwork, string | undefined>>,
  enabled: boolean,
): { network: SocialNetwork; label: string; url: string }[] {
  if (!enabled) return [];
  return (Object.keys(SOCIAL_LABELS) as SocialNetwork[])
    .map((network) => ({ network, label: SOCIAL_LABELS[network], url: social[network] ?? '' }))
    .filter((link) => link.url.startsWith('https://'));
}
