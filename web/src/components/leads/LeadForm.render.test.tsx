/**
 * The lead form as the server renders it, i.e. what a shopper without JavaScript posts: it must carry
 * a start time, since the server drops a post without one as a bot (lib/leads/intake/bot-check.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { submissionFromFormData, LeadSubmissionSchema } from '@forecourt/schemas/leads';
import { botCheck, MIN_FILL_MS } from '@/lib/leads/intake/bot-check';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { A, B, siteAndLocations } from '@/lib/leads/intake/test-fixture';
import { LeadForm } from './LeadForm';
import { leadFormMeta } from './schema-meta';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

describe('LeadForm without JavaScript', () => {
  it('renders a hidden started_at with the time of the render, which passes the bot check later', async () => {
    const { site, locations } = await siteAndLocations(A);
    const before = Date.now();
    const html = renderToStaticMarkup(
      <LeadForm kind="contact" options={leadFormOptions(site, locations)} meta={leadFormMeta('contact', leadFormOptions(site, locations))} siteName={site.name} />,
    );
    const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    const started = inputs.filter((tag) => /\bname="started_at"/.test(tag));
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/\btype="hidden"/);
    const value = Number(/\bvalue="(\d+)"/.exec(started[0]!)?.[1]);
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(Date.now());

    // What the browser posts (hidden inputs as rendered) reads as a start time in the envelope...
    const body = new URLSearchParams({ started_at: String(value), company_website: '' });
    const envelope = LeadSubmissionSchema.parse(submissionFromFormData(body));
    expect(envelope.started_at).toBe(value);
    // ...too fast the instant it is rendered, a person after a minute or from an hour-old cached page.
    expect(botCheck(envelope, new Date(value + MIN_FILL_MS - 1)).verdict).toBe('bot');
    expect(botCheck(envelope, new Date(value + 60_000)).verdict).toBe('person');
    expect(botCheck(envelope, new Date(value + 60 * 60_000)).verdict).toBe('person');
  });
});

describe('the parts request', () => {
  it('asks for the part, the rego or VIN, and a parts counter among the service centres that sell parts', async () => {
    const { site, locations } = await siteAndLocations(B);
    const html = renderToStaticMarkup(
      <LeadForm kind="parts_request" options={leadFormOptions(site, locations)} meta={leadFormMeta('parts_request', leadFormOptions(site, locations))} siteName={site.name} />,
    );
    expect(html).toContain('data-lead-form="parts_request"');
    for (const name of ['part', 'Rego', 'vin', 'message']) expect(html).toMatch(new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"`));
    const input = (name: string) => [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`name="${name}"`)) ?? '';
    expect(input('part')).toContain('required=""');
    // Neither is required alone: the rule is one of the two (schemas/src/leads/forms.ts).
    expect(input('Rego')).not.toContain('required');
    expect(input('vin')).not.toContain('required');
    expect(html).toContain('Part name or number');
    expect(html).toContain('Your rego or your VIN');
    const options = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(options).toEqual(['scm-hyundai-service', 'scm-kia-service', 'scm-mazda-service', 'scm-mg-service']);
  });
});
