import { createElement } from 'react';
import type { Tool } from 'sanity';
import { FlagsTool } from './FlagsTool';

// A switch, drawn here: @sanity/icons is only a transitive dependency of sanity.
function FlagsIcon() {
  return createElement(
    'svg',
    {
      width: '1em',
      height: '1em',
      viewBox: '0 0 25 25',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.2,
      'aria-hidden': true,
    },
    createElement('rect', { x: 4.5, y: 8.5, width: 16, height: 8, rx: 4 }),
    createElement('circle', { cx: 16.5, cy: 12.5, r: 2.5 }),
  );
}

/** The 'Feature flags' Studio tool (studio/README.md, "Feature flags"). */
export const flagsTool = (): Tool => ({
  name: 'feature-flags',
  title: 'Feature flags',
  icon: FlagsIcon,
  component: FlagsTool,
});
