import nextVitals from 'eslint-config-next/core-web-vitals';
import { base } from '../eslint.config.mjs';

export default [...nextVitals, ...base(import.meta.dirname)];
