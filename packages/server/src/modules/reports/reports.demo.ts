import { ReportCreate, type ReportBindingInput } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { demoShowroom } from '../../demo-world.js';
import type { Services } from '../../services.js';

const SEEDED = 'demoSeeded:reports';

const header = (c: number, text: string) => ({ r: 1, c, v: { v: text, m: text, bl: 1, bg: '#dbe8f7' } });

/**
 * The demo dealer's daily report of its showroom gateway: per hour the average temperature, the energy
 * used and the pump's last state, with the day's maximum, total and a template formula below; it is
 * scheduled (generated after each day). Once per installation (settings key).
 */
export async function seedReportDemo(ctx: Ctx, services: Services): Promise<void> {
  const { kysely } = ctx.db;
  if (await kysely.selectFrom('settings').select('key').where('key', '=', SEEDED).executeTakeFirst()) return;
  const showroom = await demoShowroom(ctx, services);
  if (!showroom) return;
  const { admin, gateway } = showroom;
  const variables = await kysely
    .selectFrom('variables')
    .select(['id', 'name'])
    .where('deviceId', '=', gateway.id)
    .where('name', 'in', ['temperature', 'energy', 'pump'])
    .execute();
  const idOf = (name: string) => variables.find((v) => v.name === name)?.id;
  const [temperature, energy, pump] = [idOf('temperature'), idOf('energy'), idOf('pump')];
  if (temperature === undefined || energy === undefined || pump === undefined) return;
  const hourly = (col: number, sourceId: number, aggregation: ReportBindingInput['aggregation']) => ({
    row: 2,
    col,
    source: 'variable' as const,
    sourceId,
    aggregation,
    fill: 'hour' as const,
  });
  const total = (col: number, sourceId: number, aggregation: ReportBindingInput['aggregation']) => ({
    row: 26,
    col,
    source: 'variable' as const,
    sourceId,
    aggregation,
  });
  const auth = await services.access.contextFor(admin, 0);
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
        hourly(1, temperature, 'avg'),
        hourly(2, energy, 'diff'),
        hourly(3, pump, 'last'),
        total(1, temperature, 'max'),
        total(2, energy, 'diff'),
      ],
    }),
  );
  await kysely
    .insertInto('settings')
    .values({ key: SEEDED, value: String(ctx.now()) })
    .execute();
}
