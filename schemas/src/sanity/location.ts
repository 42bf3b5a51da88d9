import { defineArrayMember, defineField, defineType } from 'sanity';
import { AU_STATES } from '../vehicle/fields';
import { AU_TIMEZONES, LOCATION_TYPES } from './constants';
import { isUniquePerSite, PHONE, siteRefField } from './helpers';
import { imageWithAlt } from './image';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const hhmm = (name: string) =>
  defineField({ name, type: 'string', description: '24-hour time, e.g. 08:30', validation: (r) => r.regex(HHMM, { name: 'HH:MM' }) });

export const openingHour = defineType({
  name: 'openingHour',
  title: 'Opening hours',
  type: 'object',
  fields: [
    defineField({
      name: 'weekday',
      description: '0 Sunday to 6 Saturday',
      type: 'number',
      options: {
        list: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((title, value) => ({ title, value })),
      },
      validation: (r) => r.required().integer().min(0).max(6),
    }),
    defineField({ name: 'status', type: 'string', options: { list: ['Open', 'Closed'] }, validation: (r) => r.required() }),
    hhmm('open'),
    hhmm('close'),
    defineField({ name: 'formated_hours', title: 'Formatted hours (display override)', type: 'string' }),
  ],
  validation: (rule) =>
    rule.custom((value: { status?: string; open?: string; close?: string } | undefined) => {
      if (!value || value.status !== 'Open') return true;
      if (!value.open || !value.close) return 'An open day needs open and close times.';
      return value.open < value.close ? true : 'Close must be after open.';
    }),
  preview: {
    select: { weekday: 'weekday', status: 'status', open: 'open', close: 'close' },
    prepare: ({ weekday, status, open, close }) => ({
      title: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday as number] ?? '?',
      subtitle: status === 'Open' ? `${open}–${close}` : 'Closed',
    }),
  },
});

export const specialHour = defineType({
  name: 'specialHour',
  title: 'Special hours',
  type: 'object',
  fields: [
    defineField({ name: 'date', type: 'date', validation: (r) => r.required() }),
    defineField({ name: 'name', title: 'Occasion', type: 'string', description: 'e.g. Christmas Day' }),
    defineField({ name: 'status', type: 'string', options: { list: ['Open', 'Closed'] }, validation: (r) => r.required() }),
    hhmm('start_hour'),
    hhmm('end_hour'),
  ],
  preview: { select: { title: 'date', subtitle: 'name' } },
});

export const location = defineType({
  name: 'location',
  type: 'document',
  fields: [
    siteRefField(),
    defineField({ name: 'location_id', title: 'Location id', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'name', type: 'string', description: "e.g. 'Harbour Toyota Sales' — the Sales/Service/Parts suffix groups cards.", validation: (r) => r.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'name', isUnique: isUniquePerSite }, validation: (r) => r.required() }),
    defineField({
      name: 'location_type',
      type: 'string',
      description: 'Empty counts as sales.',
      options: { list: [...LOCATION_TYPES] },
    }),
    defineField({ name: 'location_subtype', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'primary', type: 'boolean', initialValue: false }),
    defineField({ name: 'visible', type: 'boolean', initialValue: true }),
    defineField({ name: 'manufacturers', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'manufacturer' }] })] }),
    defineField({ name: 'dealership_id', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'dealership_slug', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'dealer_license_number', title: 'Dealer licence number', type: 'string' }),
    defineField({ name: 'motor_vehicle_repairer', title: 'Motor vehicle repairer number', type: 'string' }),
    imageWithAlt('image'),
    defineField({
      name: 'address',
      type: 'object',
      validation: (r) => r.required(),
      fields: [
        defineField({ name: 'street', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'city', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'state', type: 'string', options: { list: [...AU_STATES] }, validation: (r) => r.required() }),
        defineField({ name: 'postcode', type: 'string', validation: (r) => r.required().regex(/^\d{4}$/, { name: '4-digit postcode' }) }),
        // The map, directions and the nearest-location search need both: a location without them cannot publish.
        defineField({ name: 'lat', type: 'number', validation: (r) => [r.required().error('Add the latitude: the map and the distance search need it.'), r.min(-44).max(-10)] }),
        defineField({ name: 'long', type: 'number', validation: (r) => [r.required().error('Add the longitude: the map and the distance search need it.'), r.min(112).max(154)] }),
        defineField({ name: 'place_id', type: 'string' }),
        defineField({ name: 'place_url', type: 'url' }),
        defineField({ name: 'map_key', title: 'Google Maps key', description: "This location's own Maps Embed API key (else the platform's GOOGLE_MAPS_KEY; none: the built-in map).", type: 'string' }),
      ],
    }),
    defineField({
      name: 'contact_detail',
      type: 'object',
      fields: [
        defineField({ name: 'phone', type: 'string', validation: (r) => r.required().regex(PHONE) }),
        defineField({ name: 'landline_phone', type: 'string', validation: (r) => r.regex(PHONE) }),
        defineField({ name: 'email', type: 'email' }),
      ],
    }),
    defineField({
      name: 'timezone',
      type: 'string',
      options: { list: [...AU_TIMEZONES] },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'opening_hours',
      type: 'array',
      of: [defineArrayMember({ type: 'openingHour' })],
      validation: (r) =>
        r.custom((hours: { weekday?: number }[] | undefined) => {
          if (!hours || hours.length === 0) return 'Add the opening hours: shoppers see them on the location page and the cards.';
          const days = hours.map((h) => h.weekday);
          return new Set(days).size === days.length ? true : 'Each weekday appears at most once.';
        }),
    }),
    defineField({ name: 'special_hours', type: 'array', of: [defineArrayMember({ type: 'specialHour' })] }),
    defineField({
      name: 'saturday_by_appointment_from',
      title: 'Saturday service by appointment every second week from',
      type: 'date',
    }),
    defineField({
      name: 'reviews',
      type: 'object',
      fields: [
        defineField({ name: 'average_rating', type: 'number', validation: (r) => r.min(0).max(5) }),
        defineField({ name: 'count', type: 'number', validation: (r) => r.min(0).integer() }),
        defineField({ name: 'review_url', type: 'url' }),
      ],
    }),
    defineField({ name: 'distribution_locations', type: 'array', of: [{ type: 'string' }] }),
  ],
  preview: { select: { title: 'name', subtitle: 'address.city', media: 'image' } },
});
