import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/lib/search/import/records';
import { createColumnMapper, loadMapping } from '../src/lib/search/import/mapping';
const mapping = loadMapping('src/lib/search/import/mappings/australian-vehicle-prices.json');
const recs = [...parseCsv(readFileSync('/work/shared/data/real/Australian_Vehicle_Prices.csv', 'utf8'))];
const header = recs[0]!.fields;
const rows = recs.slice(1);
const mapper = createColumnMapper(mapping);
for (let round = 0; round < 2; round++) {
  const per: Record<string, number> = {};
  for (let c = 0; c < header.length; c++) {
    const t0 = performance.now();
    for (const r of rows) { const v = {}; try { mapper.apply(header[c]!, r.fields[c], v); } catch {} }
    per[header[c]!] = Math.round(performance.now() - t0);
  }
  console.log(JSON.stringify(per));
}
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  const keep: object[] = [];
  for (const r of rows) { const v = { ...mapper.constants }; for (let c = 0; c < header.length; c++) { try { mapper.apply(header[c]!, r.fields[c], v); } catch {} } keep.push(v); }
  const t1 = performance.now();
  for (const r of rows) { const v = { ...mapper.constants }; for (let c = 0; c < header.length; c++) { try { mapper.apply(header[c]!, r.fields[c], v); } catch {} } }
  console.log('row-major keep', Math.round(t1 - t0), 'no keep', Math.round(performance.now() - t1));
}
