#!/usr/bin/env node
// Prints the README's fault table from the counts the fault tests wrote (npx playwright test tests/e2e/faults-*).
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/fault-table.json';
let rows;
try {
  rows = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error(`No ${file}: run the fault tests first (npx playwright test tests/e2e/faults-*.spec.ts).`);
  process.exit(1);
}

const total = rows.reduce(
  (sum, r) => ({
    sent: sum.sent + r.sent,
    delivered: sum.delivered + r.delivered,
    duplicates: sum.duplicates + r.duplicates,
    lost: sum.lost + r.lost,
  }),
  { sent: 0, delivered: 0, duplicates: 0, lost: 0 },
);
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(line(['Fault', 'Clips sent', 'Delivered', 'Duplicates', 'Lost']));
console.log(line(['---', '---:', '---:', '---:', '---:']));
for (const r of rows) console.log(line([r.fault, r.sent, r.delivered, r.duplicates, r.lost]));
console.log(line(['**Total**', total.sent, total.delivered, total.duplicates, `**${total.lost}**`]));
