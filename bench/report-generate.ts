// Generating a monthly report of 100 bound cells filled per hour (744 values each) from the hour
// rollups, with its XLSX, on SQLite and PostgreSQL.
import type { ReportBinding } from '@iot/contract';
import { connect } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { statisticPeriod } from '../packages/server/dist/modules/customdata/periods.js';
import { fillSheets } from '../packages/server/dist/modules/reports/report-fill.js';
import { createReportValues } from '../packages/server/dist/modules/reports/report-values.js';
import { writeXlsx } from '../packages/server/dist/modules/reports/report-xlsx.js';
import { createHistoryReader } from '../packages/server/dist/telemetry/history.js';
import { summary } from './stats.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';

const CELLS = 100;
const HOUR_MS = 3_600_000;
const RUNS = 5;
const TIME_ZONE = 'Asia/Shanghai';
const MONTH = 2;

async function benchOn(dialect: BenchDialect): Promise<void> {
  const temp = await createTempDatabase(dialect);
  const db = connect(temp.url);
  try {
    await migrate(db);
    const period = statisticPeriod(MONTH, Date.UTC(2026, 9, 15), TIME_ZONE);
    const hours = (period.to - period.from) / HOUR_MS;
    for (let seriesId = 1; seriesId <= CELLS; seriesId++) {
      const rows = Array.from({ length: hours }, (_, h) => {
        const value = 50 + 10 * Math.sin(h / 6 + seriesId);
        const bucket = period.from + h * HOUR_MS;
        const sumValue = value * 360;
        return {
          seriesId,
          bucket,
          minValue: value - 1,
          maxValue: value + 1,
          sumValue,
          count: 360,
          lastValue: value,
          lastTs: bucket + HOUR_MS - 10_000,
        };
      });
      await db.kysely.insertInto('rollupHour').values(rows).execute();
    }
    await db.pool?.query('VACUUM ANALYZE');
    const bindings: ReportBinding[] = Array.from({ length: CELLS }, (_, i) => ({
      sheet: 0,
      row: 1,
      col: i + 1,
      source: 'variable',
      sourceId: i + 1,
      aggregation: 'avg',
      fill: 'hour',
      direction: 'column',
    }));
    bindings.push({
      sheet: 0,
      row: 1,
      col: 0,
      source: 'time',
      sourceId: null,
      aggregation: 'avg',
      fill: 'hour',
      direction: 'column',
    });
    const reader = createReportValues(db, createHistoryReader(db));
    const deps = {
      timeZone: TIME_ZONE,
      values: reader.values,
      seriesOf: (b: ReportBinding) => ({ seriesId: b.sourceId!, decimalPlaces: 2 }),
    };
    const fill: number[] = [];
    const xlsx: number[] = [];
    let bytes = 0;
    // The first run warms the caches and is not counted.
    for (let run = -1; run < RUNS; run++) {
      const started = performance.now();
      const sheets = await fillSheets([{ name: 'Month', celldata: [] }], bindings, period, deps);
      const filled = performance.now();
      bytes = (await writeXlsx(sheets)).length;
      if (run < 0) continue;
      fill.push(filled - started);
      xlsx.push(performance.now() - filled);
    }
    console.log(summary(`${dialect} fill ${CELLS} cells × ${hours} hours`, fill));
    console.log(summary(`${dialect} write the XLSX (${Math.round(bytes / 1024)} KiB)`, xlsx));
  } finally {
    await db.close();
    await temp.drop();
  }
}

export async function benchReportGenerate(): Promise<void> {
  console.log('\n== Report generation: a month of hourly values for 100 bound cells ==');
  await benchOn('sqlite');
  await benchOn('postgres');
}
