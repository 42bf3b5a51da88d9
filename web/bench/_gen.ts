import { writeFileSync } from 'node:fs';
import { stockFor } from '@forecourt/tenants/stock';
const v = stockFor('harbour-toyota', { count: 16_734, now: new Date('2026-11-24T00:00:00Z') });
writeFileSync('/tmp/bench/generated-16734.jsonl', v.map((x) => JSON.stringify(x)).join('\n') + '\n');
console.log(v.length);
