/** Writes src/app/icons.css from the icon list (src/components/ui/icon-set.ts). `npm run icons -w web`. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconsCss } from './icon-set';

const file = path.join(import.meta.dirname, '../../app/icons.css');
writeFileSync(file, iconsCss());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
