import { base } from '../eslint.config.mjs';

// .sanity/ is the CLI's generated runtime (written by `sanity dev` and `sanity build`).
export default [{ ignores: ['.sanity/**'] }, ...base(import.meta.dirname)];
