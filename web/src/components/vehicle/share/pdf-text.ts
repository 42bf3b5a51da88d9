/** Print PDF's words (spec §4 "spinner with 'Preparing...'", §8), for the button and the download alike. */
export const PREPARING_TEXT = 'Preparing...';
export const PDF_FAILED_MESSAGE = 'Sorry, the PDF could not be prepared. Please try again.';
