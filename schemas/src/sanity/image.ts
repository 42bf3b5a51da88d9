/**
 * An image field with its alternative text. A missing alt is a warning, not an error: the shopper
 * still sees the picture and an editor can publish a time-critical offer at once, but screen readers
 * and search engines get nothing for it, so the Studio keeps asking.
 */
import { defineField } from 'sanity';

export const MISSING_ALT_TEXT =
  "Add alternative text: screen readers and search engines read it instead of the image (say what it shows, e.g. 'Silver RAV4 outside the Brookvale showroom').";

/** The image an alt belongs to has a picture set (an upload in progress has no asset yet, so no warning). */
const hasPicture = (image: unknown): boolean =>
  typeof image === 'object' && image !== null && 'asset' in image && !!(image as { asset?: { _ref?: string } }).asset?._ref;

export function altTextProblem(alt: string | undefined, image: unknown): true | string {
  return hasPicture(image) && !alt?.trim() ? MISSING_ALT_TEXT : true;
}

export interface ImageFieldOptions {
  title?: string;
  description?: string;
  group?: string;
}

export const imageWithAlt = (name: string, options: ImageFieldOptions = {}) =>
  defineField({
    name,
    type: 'image',
    ...options,
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for shoppers who cannot see it.',
        // On the alt itself, so the warning shows beside the input that resolves it.
        validation: (r) => r.custom((alt: string | undefined, context) => altTextProblem(alt, context.parent)).warning(),
      }),
    ],
  });
