import { describe, expect, it } from 'vitest';
import { Site } from '@/lib/content/models';
import { leadDestinations } from './destinations';
import { A, siteAndLocations } from './test-fixture';

describe('leadDestinations', () => {
  it('e-mails the chosen location, then the car location, then lead_email, then the site e-mail', async () => {
    const { site, locations } = await siteAndLocations(A);
    const withLeadEmail = { ...site, lead_email: 'leads@gateway.example' };
    expect(
      leadDestinations(site, locations, { locationId: 'gcs-gold-coast', carLocationId: 'gcs-eagle-farm' }),
    ).toEqual({
      deliveries: [{ channel: 'email', destination: 'goldcoast@gatewaycarsuperstore.com.au' }],
      emailSource: 'chosen-location',
    });
    expect(leadDestinations(site, locations, { carLocationId: 'gcs-eagle-farm' })).toEqual({
      deliveries: [{ channel: 'email', destination: 'eaglefarm@gatewaycarsuperstore.com.au' }],
      emailSource: 'car-location',
    });
    expect(leadDestinations(withLeadEmail, locations, {})).toEqual({
      deliveries: [{ channel: 'email', destination: 'leads@gateway.example' }],
      emailSource: 'lead-email',
    });
    expect(leadDestinations(site, locations, {})).toEqual({
      deliveries: [{ channel: 'email', destination: 'sales@gatewaycarsuperstore.com.au' }],
      emailSource: 'site-email',
    });
  });

  it('skips a location without a usable address', async () => {
    const { site, locations } = await siteAndLocations(A);
    const broken = locations.map((l) =>
      l.location_id === 'gcs-gold-coast'
        ? { ...l, contact_detail: { ...l.contact_detail, email: 'not an address' } }
        : l,
    );
    expect(
      leadDestinations(site, broken, { locationId: 'gcs-gold-coast', carLocationId: 'gcs-eagle-farm' })
        .emailSource,
    ).toBe('car-location');
    expect(leadDestinations(site, broken, { locationId: 'no-such-location' }).emailSource).toBe('site-email');
  });

  it("adds the site's CRM webhook, and only an http(s) URL", async () => {
    const { site, locations } = await siteAndLocations(A);
    expect(
      leadDestinations({ ...site, crm_webhook_url: 'https://crm.example.com/leads' }, locations, {})
        .deliveries,
    ).toEqual([
      { channel: 'email', destination: 'sales@gatewaycarsuperstore.com.au' },
      { channel: 'webhook', destination: 'https://crm.example.com/leads' },
    ]);
    expect(
      leadDestinations({ ...site, crm_webhook_url: 'javascript:alert(1)' }, locations, {}).deliveries,
    ).toHaveLength(1);
  });

  it('has no e-mail at all for a site without addresses, and says so', () => {
    const bare = { email: undefined, lead_email: undefined, crm_webhook_url: undefined };
    expect(leadDestinations(bare, [], { locationId: 'x' })).toEqual({ deliveries: [] });
  });

  it('reads lead_email and crm_webhook_url from site content', () => {
    const parsed = Site.shape.lead_email.parse('leads@x.example');
    expect(parsed).toBe('leads@x.example');
    expect(Site.shape.crm_webhook_url.parse(null)).toBeUndefined();
  });
});
