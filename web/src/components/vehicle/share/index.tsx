/**
 * The vehicle page's share row and print buttons, drawn on the server: the browser gets only the
 * popups, the copying and the download (share-behaviour.ts, PdfDownload), and the share row renders
 * nothing at all — no client code — when the site has no url.
 */
export { PrintPdfButton, type PrintPdfButtonProps } from './PrintPdfButton';
export { ShareRow, type ShareRowProps } from './ShareRow';
export { printPageHref, vehiclePdfFileName, vehiclePdfPath } from './pdf-download';
export { carShareUrl, shareLinks } from './share-links';
