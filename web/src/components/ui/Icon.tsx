/**
 * A decorative icon drawn by the stylesheet (ui/icon-set.ts says why): an empty span hidden from
 * screen readers, `icon` (globals.css: 18 px, the text colour, masked by the icon's shape) and the
 * icon's own class (src/app/icons.css). `className` sets a different size or colour.
 */
import type { IconName } from './icon-set';

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} />;
}
