import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PopupPromotion as Popup } from '@/lib/content/models';
import { PopupPromotion } from './PopupPromotion';

const site = { slug: 'harbour-toyota', theme: { primary: '#C8102E', accent: '#C8102E', logo: undefined } };
const popup: Popup = {
  _id: 'popup-harbour-toyota',
  title: 'LandCruiser 300 Test Drive Weekend',
  description: 'Take the new LandCruiser 300 GR Sport for a test drive at Brookvale.',
  expiry: '2099-03-14T23:59:59+11:00',
  image: { url: '/media/content/hbt-popup.svg', width: 600, height: 340, alt: undefined },
  button: { label: 'Book your test drive', path: '/enquiries/general-enquiry', url: undefined },
};

describe('PopupPromotion on the server', () => {
  // Spec §4 "not shown on first render": the server HTML (and so the hydration render) is empty.
  it('renders nothing into the HTML', () => {
    expect(renderToString(<PopupPromotion site={site} popup={popup} />)).toBe('');
  });
});
