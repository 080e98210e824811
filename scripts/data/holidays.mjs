// Writes src/business-hours/quebec-holidays.json: Québec's statutory holidays (the `public` ones of the
// date-holidays calendar for CA-QC) for a span of years, read by the reply clock through
// src/business-hours/quebec-holidays.ts (docs/decisions/0031-reply-promise.md). `node scripts/data/holidays.mjs` rewrites the table;
// `--check` exits 1 when the committed table differs from what the calendar says.
import { readFileSync, writeFileSync } from 'node:fs';
import Holidays from 'date-holidays';

const first = 2025;
const last = 2036;
const file = new URL('../../src/business-hours/quebec-holidays.json', import.meta.url);

const calendar = new Holidays('CA', 'QC');
// Québec moves two holidays that fall on a Sunday to the Monday (the Fête nationale on June 25,
// Canada Day on July 2); the calendar keeps them on the Sunday, where no business hour is lost.
for (const date of ['06-24', '07-01']) {
  const [holiday] = calendar.getHolidays(2026).filter((found) => found.rule === date);
  calendar.setHoliday(date, false);
  calendar.setHoliday(`${date} if sunday then next monday`, { name: holiday.name, type: 'public' });
}
const lines = [];
for (let year = first; year <= last; year++) {
  const dates = calendar
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => JSON.stringify(holiday.date.slice(0, 10)));
  lines.push(`  "${year}": [${dates.join(', ')}]`);
}

// Data, not code: one year a line, as JSON (its reader, src/business-hours/quebec-holidays.ts, gives it its type).
const source = `{\n${lines.join(',\n')}\n}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8');
  if (current !== source) {
    console.error('src/business-hours/quebec-holidays.json differs from the holiday calendar: run node scripts/data/holidays.mjs');
    process.exit(1);
  }
  console.log('holiday table up to date');
} else {
  writeFileSync(file, source);
  console.log(`holidays ${first}–${last} written to src/business-hours/quebec-holidays.json`);
}
