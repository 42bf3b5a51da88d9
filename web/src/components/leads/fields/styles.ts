/** Input looks shared by the lead form fields (class names written out for Tailwind). */
export const inputClass = (invalid: boolean) =>
  [
    'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600',
    'focus-visible:border-brand',
    invalid ? 'border-red-700 border-2' : 'border-gray-500',
  ].join(' ');

export const labelClass = 'block text-sm font-semibold text-gray-900';
export const hintClass = 'mt-1 text-sm text-gray-700';
export const errorClass = 'mt-1 flex items-start gap-1 text-sm font-semibold text-red-800';
