import { ReportCreate, type ReportBindingInput } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { demoShowroom } from '../../demo-world.js';
import type { Services } from '../../services.js';

const SEEDED = 'demoSeeded:reports';
const SEEDED_MONTHLY = 'demoSeeded:reports-monthly';
type Aggregation = ReportBindingInput['aggregation'];

/** A cell bound to a variable: its aggregate over the period, or filled per hour or day from it. */
const bound = (
  row: number,
  col: number,
  sourceId: number,
  aggregation: Aggregation,
  fill: 'hour' | 'day' | 'none',
) => ({
  row,
  col,
  source: 'variable' as const,
  sourceId,
  aggregation,
  fill,
});

const header = (c: number, text: string) => ({ r: 1, c, v: { v: text, m: text, bl: 1, bg: '#dbe8f7' } });

const seeded = async (ctx: Ctx, key: string) =>
  (await ctx.db.kysely.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
const markSeeded = (ctx: Ctx, key: string) =>
  ctx.db.kysely
    .insertInto('settings')
    .values({ key, value: String(ctx.now()) })
    .execute();

/** The demo dealer's scheduled daily and monthly reports of its showroom gateway, each once per installation. */
export async function seedReportDemo(ctx: Ctx, services: Services): Promise<void> {
  if (!(await seeded(ctx, SEEDED))) await seedDaily(ctx, services);
  if (!(await seeded(ctx, SEEDED_MONTHLY))) await seedMonthly(ctx, services);
}

/** The showroom's administrator and its temperature, energy and pump variables; undefined once gone. */
async function showroomVariables(ctx: Ctx, services: Services) {
  const showroom = await demoShowroom(ctx, services);
  if (!showroom) return undefined;
  const { kysely } = ctx.db;
  const { admin, gateway } = showroom;
  const variables = await kysely
    .selectFrom('variables')
    .select(['id', 'name'])
    .where('deviceId', '=', gateway.id)
    .where('name', 'in', ['temperature', 'energy', 'pump'])
    .execute();
  const idOf = (name: string) => variables.find((v) => v.name === name)?.id;
  const [temperature, energy, pump] = [idOf('temperature'), idOf('energy'), idOf('pump')];
  if (temperature === undefined || energy === undefined || pump === undefined) return undefined;
  return { auth: await services.access.contextFor(admin, 0), temperature, energy, pump };
}

/**
 * The daily report: per hour the average temperature, the energy used and the pump's last state, with
 * the day's maximum, total and a template formula below; scheduled (generated after each day).
 */
async function seedDaily(ctx: Ctx, services: Services): Promise<void> {
  const found = await showroomVariables(ctx, services);
  if (!found) return;
  const { auth, temperature, energy, pump } = found;
  const title = '杭州展厅日报 Hangzhou showroom daily report';
  await services.reports.templates.create(
    auth,
    ReportCreate.parse({
      name: '展厅日报 Showroom daily',
      type: 1,
      timeType: 0,
      sheets: [
        {
          name: '日报 Daily',
          celldata: [
            { r: 0, c: 0, v: { v: title, m: title, bl: 1, fs: 14 } },
            header(0, '时间 Time'),
            header(1, '温度 Temperature °C'),
            header(2, '电量 Energy kWh'),
            header(3, '水泵 Pump'),
            { r: 26, c: 0, v: { v: '合计 Total', m: '合计 Total', bl: 1 } },
            { r: 27, c: 0, v: { v: '平均 Average', m: '平均 Average', bl: 1 } },
            { r: 27, c: 1, v: { f: '=AVERAGE(B3:B26)' } },
          ],
          config: { merge: { '0_0': { r: 0, c: 0, rs: 1, cs: 4 } }, columnlen: { '0': 110, '1': 150, '2': 130 } },
        },
      ],
      bindings: [
        { row: 2, col: 0, source: 'time', fill: 'hour' },
        bound(2, 1, temperature, 'avg', 'hour'),
        bound(2, 2, energy, 'diff', 'hour'),
        bound(2, 3, pump, 'last', 'hour'),
        bound(26, 1, temperature, 'max', 'none'),
        bound(26, 2, energy, 'diff', 'none'),
      ],
    }),
  );
  await markSeeded(ctx, SEEDED);
}

/**
 * The monthly report: per day the average and highest temperature and the energy used, with the month's
 * extremes and total below; scheduled (generated after each month).
 */
async function seedMonthly(ctx: Ctx, services: Services): Promise<void> {
  const found = await showroomVariables(ctx, services);
  if (!found) return;
  const { auth, temperature, energy } = found;
  const title = '杭州展厅月报 Hangzhou showroom monthly report';
  await services.reports.templates.create(
    auth,
    ReportCreate.parse({
      name: '展厅月报 Showroom monthly',
      type: 1,
      timeType: 2,
      sheets: [
        {
          name: '月报 Monthly',
          celldata: [
            { r: 0, c: 0, v: { v: title, m: title, bl: 1, fs: 14 } },
            header(0, '日期 Date'),
            header(1, '平均温度 Avg °C'),
            header(2, '最高温度 Max °C'),
            header(3, '电量 Energy kWh'),
            { r: 33, c: 0, v: { v: '本月 Month', m: '本月 Month', bl: 1 } },
          ],
          config: {
            merge: { '0_0': { r: 0, c: 0, rs: 1, cs: 4 } },
            columnlen: { '0': 110, '1': 130, '2': 130, '3': 130 },
          },
        },
      ],
      bindings: [
        { row: 2, col: 0, source: 'time', fill: 'day' },
        bound(2, 1, temperature, 'avg', 'day'),
        bound(2, 2, temperature, 'max', 'day'),
        bound(2, 3, energy, 'diff', 'day'),
        bound(33, 1, temperature, 'avg', 'none'),
        bound(33, 2, temperature, 'max', 'none'),
        bound(33, 3, energy, 'diff', 'none'),
      ],
    }),
  );
  await markSeeded(ctx, SEEDED_MONTHLY);
}
