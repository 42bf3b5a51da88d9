/**
 * Stands in for `react-style-singleton` in the build (next.config.ts, `turbopack.resolveAlias`).
 *
 * Radix's modal dialogs lock the page behind them with react-remove-scroll, which writes its rules
 * into an inline <style> through this package. The CSP refuses inline styles (`style-src-elem
 * 'self'`, lib/http/security-headers.ts), so every dialog a shopper opened made the browser report a
 * violation and drop the rule. A hash cannot allow it: the text carries the device's scroll-bar width.
 *
 * The rule the dialogs need is in globals.css (`body[data-scroll-locked]`; react-remove-scroll-bar
 * still sets that attribute itself), so here nothing is written at all. The rule for
 * react-remove-scroll's `inert` option is not needed either: Radix does not use it.
 */
import type { FC } from 'react';

type Props = { styles: string; dynamic?: boolean };

const renderNothing: FC<Props> = () => null;

export const styleSingleton = (): FC<Props> => renderNothing;

export const styleHookSingleton =
  () =>
  (_styles: string, _isDynamic?: boolean): void =>
    undefined;

export const stylesheetSingleton = () => ({
  add: (_style: string): void => undefined,
  remove: (): void => undefined,
});
