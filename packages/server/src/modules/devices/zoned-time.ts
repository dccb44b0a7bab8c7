import type { Ctx } from '../../context.js';
import { formatTime } from '../../http/format-time.js';

/** A company's own time zone where it set one (companies.timeZone), else the installation's. */
export const companyZone = (ctx: Pick<Ctx, 'config'>, row: { companyTimeZone: string | null }) =>
  row.companyTimeZone ?? ctx.config.timeZone;

/** The offset of a time zone from UTC at an instant, in ms (what formatTime shows minus the instant). */
function zoneOffset(ms: number, timeZone: string): number {
  const [date = '', time = ''] = formatTime(ms, timeZone).split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d, h, mi, s) - (ms - (ms % 1000));
}

/** Epoch ms of a body time: ms as they are, or `yyyy-MM-dd[ HH:mm[:ss]]` read in the platform's zone. */
export function toEpochMs(input: number | string, timeZone: string): number {
  if (typeof input === 'number') return input;
  const [y, mo, d, h = 0, mi = 0, s = 0] = input.split(/[- :]/).map(Number);
  const wall = Date.UTC(y!, mo! - 1, d, h, mi, s);
  const guess = wall - zoneOffset(wall, timeZone);
  // Around a daylight-saving change the offset at the result can differ from the one at the guess.
  return wall - zoneOffset(guess, timeZone);
}
