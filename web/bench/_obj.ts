import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/lib/search/import/records';
import { createColumnMapper, loadMapping } from '../src/lib/search/import/mapping';
const mapping = loadMapping('src/lib/search/import/mappings/australian-vehicle-prices.json');
const recs = [...parseCsv(readFileSync('/work/shared/data/real/Australian_Vehicle_Prices.csv', 'utf8'))];
const header = recs[0]!.fields;
const rows = recs.slice(1);
const mapper = createColumnMapper(mapping);
const variants: Record<string, () => Record<string, unknown>> = {
  spread: () => ({ ...mapper.constants }),
  nullproto: () => Object.assign(Object.create(null), mapper.constants),
  empty: () => { const o: Record<string, unknown> = {}; for (const k in mapper.constants) o[k] = mapper.constants[k]; return o; },
};
for (let round = 0; round < 3; round++) {
  const out: string[] = [];
  for (const [name, make] of Object.entries(variants)) {
    const t0 = performance.now();
    for (const r of rows) { const v = make(); for (let c = 0; c < header.length; c++) { try { mapper.apply(header[c]!, r.fields[c], v); } catch {} } }
    out.push(`${name} ${Math.round(performance.now() - t0)}`);
  }
  console.log(out.join(' | '));
}
