import nextVitals from 'eslint-config-next/core-web-vitals';
import { base } from '../eslint.config.mjs';

export default [
  ...nextVitals,
  ...base(import.meta.dirname),
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Server HTML is live before React hydrates it: a press or an Enter in a field then submits the
      // form natively, and a form without a method sends a GET to the page's own address, writing what
      // was typed (a mobile number, a name, an address) into the address bar, the history and the
      // server's logs, and dropping the page's own query (a sign-in's redirect). method="post" sends
      // it to the same page, which answers a POST as it answers a GET; method="get" is for a form whose
      // fields belong in the address (a search).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="method"]))',
          message: 'Give the <form> a method: "post" for one handled in script (before hydration the browser submits it itself), "get" only where its fields belong in the address.',
        },
      ],
    },
  },
];
