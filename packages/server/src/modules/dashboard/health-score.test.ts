import { describe, expect, it } from 'vitest';
import { healthPeriod, healthScore, HEALTH_WEIGHTS, type HealthFacts } from './health-score.js';

const TZ = 'Asia/Shanghai';
/** Epoch ms of a wall time in UTC+8. */
const at = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);

const none: HealthFacts = {
  periodMinutes: 0,
  onlineTimeLength: 0,
  variableNum: 0,
  alarmConfigNum: 0,
  alarmRecordNum: 0,
  alarmPushNum: 0,
  alarmPushSucNum: 0,
  mainPlanNum: 0,
  mainRecordNum: 0,
  mainRecordSucNum: 0,
  reportNum: 0,
  reportPushNum: 0,
  reportPushSucNum: 0,
};

describe('health score', () => {
  it('reads weeks from Monday and months from the 1st in the platform zone', () => {
    // Monday 2026-11-30 00:30 in UTC+8 is still Sunday in UTC.
    const now = at('2026-11-30 00:30:00');
    expect(healthPeriod(1, now, TZ)).toEqual({
      from: at('2026-11-30 00:00:00'),
      to: at('2026-12-07 00:00:00'),
      until: now,
    });
    expect(healthPeriod(0, now, TZ)).toEqual({
      from: at('2026-11-23 00:00:00'),
      to: at('2026-11-30 00:00:00'),
      until: at('2026-11-30 00:00:00'),
    });
    expect(healthPeriod(2, now, TZ)).toEqual({
      from: at('2026-11-01 00:00:00'),
      to: at('2026-12-01 00:00:00'),
      until: now,
    });
    const december = at('2026-12-31 23:59:00');
    expect(healthPeriod(2, december, TZ).to).toBe(at('2027-01-01 00:00:00'));
  });

  it('weighs the parts to 100', () => {
    expect(Object.values(HEALTH_WEIGHTS).reduce<number>((a, b) => a + b, 0)).toBe(100);
    const best = healthScore({
      ...none,
      periodMinutes: 1440,
      onlineTimeLength: 1440,
      variableNum: 4,
      alarmConfigNum: 4,
      mainPlanNum: 2,
      mainRecordNum: 3,
      mainRecordSucNum: 3,
      reportNum: 1,
      reportPushNum: 2,
      reportPushSucNum: 2,
    });
    expect(best.healthScore).toBe(100);
    expect(best).toMatchObject({ reportScore: 5, reportPushSucScore: 5 });
  });

  it('scores nothing due as full marks and nothing configured as none', () => {
    const idle = healthScore(none);
    expect(idle).toMatchObject({ onlineTimeScore: 0, alarmConfigScore: 0, alarmRecordScore: 15, alarmPushScore: 10 });
    expect(idle).toMatchObject({ mainPlanScore: 0, mainRecordSucScore: 20, reportScore: 0, reportPushSucScore: 5 });
    expect(idle.healthScore).toBe(50);
    const noisy = healthScore({ ...none, periodMinutes: 1440 * 2, alarmRecordNum: 9 });
    expect(noisy.alarmRecordScore).toBe(0);
  });
});
