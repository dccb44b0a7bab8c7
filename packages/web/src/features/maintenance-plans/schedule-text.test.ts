import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeSchedule } from './schedule-text';

let PLANS_NS = '';
beforeAll(async () => {
  await i18next.init({ lng: 'en-US', resources: {} });
  ({ PLANS_NS } = await import('./i18n'));
});

describe('describeSchedule', () => {
  const say = (language: string, schedule: Parameters<typeof describeSchedule>[0]) =>
    describeSchedule(schedule, i18next.getFixedT(language, PLANS_NS));

  it('says each kind of schedule in English', () => {
    expect(say('en-US', { kind: 'every', every: 2, unit: 'week', start: '2026-01-05 09:00:00' })).toBe(
      'Every 2 weeks from 2026-01-05 09:00:00',
    );
    expect(say('en-US', { kind: 'every', every: 1, unit: 'month', start: '2026-01-31 08:00:00' })).toBe(
      'Monthly from 2026-01-31 08:00:00',
    );
    expect(
      describeSchedule(
        { kind: 'every', every: 2, unit: 'week', start: '2026-01-05 09:00:00' },
        i18next.getFixedT('en-US', PLANS_NS),
        true,
      ),
    ).toBe('Every 2 weeks');
    expect(say('en-US', { kind: 'once', at: '2026-03-01 10:30:00' })).toBe('Once at 2026-03-01 10:30:00');
    expect(say('en-US', { kind: 'cron', cron: '0 9 * * 1', start: null })).toBe('Cron: 0 9 * * 1');
    expect(say('en-US', null)).toBe('Unscheduled');
  });

  it('and in Chinese', () => {
    expect(say('zh-CN', { kind: 'every', every: 3, unit: 'day', start: '2026-01-05 09:00:00' })).toBe(
      '每 3 天，自 2026-01-05 09:00:00 起',
    );
    expect(say('zh-CN', { kind: 'every', every: 1, unit: 'week', start: '2026-01-05 09:00:00' })).toBe(
      '每周，自 2026-01-05 09:00:00 起',
    );
    expect(say('zh-CN', null)).toBe('不定时');
  });
});
