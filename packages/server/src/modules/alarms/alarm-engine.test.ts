import { describe, expect, it } from 'vitest';
import { createAlarmEngine, type AlarmEvent, type AlarmRule } from './alarm-engine.js';
import { toRule, type RuleSource } from './alarm-rules.js';

const SERIES = 7;

/** A limit rule on series 7: upper-upper 90 (level 1), upper 80 (2), lower 20 (3), lower-lower 10 (4). */
function rule(overrides: Partial<AlarmRule> = {}): AlarmRule {
  return {
    configId: 1,
    seriesId: SERIES,
    enabled: true,
    saveRecord: true,
    switchRise: null,
    switchLevel: 1,
    uupper: { limit: 90, level: 1 },
    upper: { limit: 80, level: 2 },
    lower: { limit: 20, level: 3 },
    llower: { limit: 10, level: 4 },
    deadBand: 0,
    filter: null,
    ...overrides,
  };
}

/** Feeds values in order and answers a short line per event: "raise upper 2", "change uupper 1 up", "recover". */
function feed(engine: ReturnType<typeof createAlarmEngine>, values: number[], seriesId = SERIES): string[] {
  const lines: string[] = [];
  values.forEach((v, i) => {
    const event = engine.evaluate(seriesId, v, 1_000 + i);
    if (event) lines.push(line(event));
  });
  return lines;
}
function line(e: AlarmEvent): string {
  if (e.type === 'recover') return `recover@${e.value}`;
  const base = `${e.type} ${e.alarm.kind} ${e.alarm.level}@${e.value}`;
  return e.type === 'change' && e.escalated ? `${base} up` : base;
}
function engineWith(r: AlarmRule) {
  const engine = createAlarmEngine();
  engine.set(r);
  return engine;
}

describe('alarm engine: limits and levels', () => {
  it('raises each limit with its level, and only past the limit', () => {
    expect(feed(engineWith(rule()), [50, 80, 81])).toEqual(['raise upper 2@81']);
    expect(feed(engineWith(rule()), [50, 91])).toEqual(['raise uupper 1@91']);
    expect(feed(engineWith(rule()), [50, 20, 19])).toEqual(['raise lower 3@19']);
    expect(feed(engineWith(rule()), [50, 9.5])).toEqual(['raise llower 4@9.5']);
  });

  it('the most severe crossed limit wins', () => {
    const engine = engineWith(rule());
    expect(feed(engine, [95])).toEqual(['raise uupper 1@95']);
    expect(engine.activeOf(SERIES)).toEqual({ kind: 'uupper', level: 1, limit: 90 });
  });

  it('a rule with only some limits ignores the others', () => {
    const engine = engineWith(rule({ uupper: null, lower: null, llower: null }));
    expect(feed(engine, [5, 200, 50])).toEqual(['raise upper 2@200', 'recover@50']);
  });

  it('moving between limits changes the active alarm, escalating or not', () => {
    const engine = engineWith(rule());
    expect(feed(engine, [85, 95, 85, 15, 5, 50])).toEqual([
      'raise upper 2@85',
      'change uupper 1@95 up',
      'change upper 2@85',
      'change lower 3@15 up',
      'change llower 4@5 up',
      'recover@50',
    ]);
  });

  it('returning inside the limits recovers, and a new crossing raises again', () => {
    expect(feed(engineWith(rule()), [85, 86, 70, 70, 81])).toEqual([
      'raise upper 2@85',
      'recover@70',
      'raise upper 2@81',
    ]);
  });

  it('a series without a rule raises nothing', () => {
    const engine = engineWith(rule());
    expect(engine.evaluate(8, 1000, 1)).toBeUndefined();
  });
});

describe('alarm engine: dead band', () => {
  it('holds an upper alarm until the value is below the limit minus the dead band', () => {
    const engine = engineWith(rule({ deadBand: 5 }));
    expect(feed(engine, [85, 79, 75.5, 75, 74.9])).toEqual(['raise upper 2@85', 'recover@75']);
  });

  it('holds a lower alarm until the value is above the limit plus the dead band', () => {
    expect(feed(engineWith(rule({ deadBand: 2 })), [19, 21, 21.9, 22])).toEqual(['raise lower 3@19', 'recover@22']);
  });

  it('a more severe limit needs its dead band too before moving back to the inner one', () => {
    const engine = engineWith(rule({ deadBand: 3 }));
    expect(feed(engine, [92, 88, 87, 76])).toEqual(['raise uupper 1@92', 'change upper 2@87', 'recover@76']);
  });

  it('leaving an outer limit, the inner one holds within its own dead band', () => {
    expect(feed(engineWith(rule({ deadBand: 2 })), [95, 79, 78])).toEqual([
      'raise uupper 1@95',
      'change upper 2@79',
      'recover@78',
    ]);
    expect(feed(engineWith(rule({ deadBand: 2 })), [5, 21, 22])).toEqual([
      'raise llower 4@5',
      'change lower 3@21',
      'recover@22',
    ]);
  });

  it('the dead band does not delay raising', () => {
    expect(feed(engineWith(rule({ deadBand: 5 })), [79, 80.1])).toEqual(['raise upper 2@80.1']);
  });
});

describe('alarm engine: switch edges', () => {
  const rise = rule({ switchRise: true, switchLevel: 3, uupper: null, upper: null, lower: null, llower: null });

  it('true raises on 0 to 1 and recovers on 1 to 0', () => {
    expect(feed(engineWith(rise), [0, 1, 1, 0, 0, 1])).toEqual(['raise switch 3@1', 'recover@0', 'raise switch 3@1']);
  });

  it('false raises on 1 to 0 and recovers on 0 to 1', () => {
    expect(feed(engineWith({ ...rise, switchRise: false }), [1, 0, 0, 1])).toEqual(['raise switch 3@0', 'recover@1']);
  });

  it('the first value is no edge; any non-zero value counts as 1', () => {
    expect(feed(engineWith(rise), [1, 0, 5])).toEqual(['raise switch 3@5']);
  });

  it('the switch limit is the state it went to', () => {
    const engine = engineWith(rise);
    feed(engine, [0, 1]);
    expect(engine.activeOf(SERIES)).toEqual({ kind: 'switch', level: 3, limit: 1 });
  });
});

describe('alarm engine: spike filter', () => {
  const filtered = rule({ filter: { percent: 50, count: 3 } });

  it('a single spike raises nothing', () => {
    expect(feed(engineWith(filtered), [50, 200, 50, 52])).toEqual([]);
  });

  it('a jump confirmed by count values in a row raises on the last of them', () => {
    expect(feed(engineWith(filtered), [50, 200, 201, 199])).toEqual(['raise uupper 1@199']);
  });

  it('a value back within the band resets the count', () => {
    expect(feed(engineWith(filtered), [50, 200, 201, 60, 200, 200])).toEqual([]);
  });

  it('changes within the percent pass at once', () => {
    expect(feed(engineWith(filtered), [60, 85])).toEqual(['raise upper 2@85']);
  });

  it('a spike does not recover an active alarm either', () => {
    expect(feed(engineWith(filtered), [85, 30, 86])).toEqual(['raise upper 2@85']);
  });
});

describe('alarm engine: custom data, config changes and restarts', () => {
  it('custom data series (minus the item id) work like variables', () => {
    const engine = engineWith(rule({ seriesId: -12 }));
    expect(feed(engine, [50, 85, 50], -12)).toEqual(['raise upper 2@85', 'recover@50']);
  });

  it('a changed config applies to the next value and keeps the active alarm', () => {
    const engine = engineWith(rule());
    expect(feed(engine, [85])).toEqual(['raise upper 2@85']);
    engine.set(rule({ upper: { limit: 80, level: 4 } }));
    expect(feed(engine, [85])).toEqual(['change upper 4@85']);
    engine.set(rule({ upper: { limit: 100, level: 4 } }));
    expect(feed(engine, [85])).toEqual(['recover@85']);
  });

  it('a disabled rule recovers its alarm with the next value and raises nothing', () => {
    const engine = engineWith(rule());
    feed(engine, [85]);
    engine.set(rule({ enabled: false }));
    expect(feed(engine, [95, 99])).toEqual(['recover@95']);
  });

  it('a config turned from limits to a switch ends the limit alarm with the next value', () => {
    const engine = engineWith(rule());
    feed(engine, [85]);
    engine.set(rule({ switchRise: true, upper: null, uupper: null, lower: null, llower: null }));
    expect(feed(engine, [1, 0, 1])).toEqual(['recover@1', 'raise switch 1@1']);
  });

  it('a restored alarm is not raised again, and recovers once the value is back', () => {
    const engine = engineWith(rule());
    engine.restore(SERIES, { kind: 'upper', level: 2, limit: 80 });
    expect(feed(engine, [85, 86, 50])).toEqual(['recover@50']);
  });

  it('a primed switch sees the edge of its first new value', () => {
    const engine = engineWith(rule({ switchRise: true, upper: null, uupper: null, lower: null, llower: null }));
    engine.prime(SERIES, 0);
    expect(feed(engine, [1])).toEqual(['raise switch 1@1']);
  });

  it('removing a rule stops its evaluation', () => {
    const engine = engineWith(rule());
    engine.remove(SERIES);
    expect(feed(engine, [99])).toEqual([]);
    expect(engine.size).toBe(0);
  });
});

describe('rules from stored configs', () => {
  const stored: RuleSource = {
    id: 3,
    remindMinutes: null,
    variableId: 7,
    customDataId: null,
    dataType: 'float',
    limitDataType: 0,
    type: 0,
    enable: 1,
    saveRecord: 1,
    alertLevelColorId: 7,
    alertDesc: '',
    deadBand: null,
    uupperLimit: null,
    uupperLevel: null,
    upperLimit: 80,
    upperLevel: null,
    lowerLimit: null,
    lowerLevel: null,
    llowerLimit: null,
    llowerLevel: null,
    switchValue: null,
    switchLevel: null,
    filtering: 50,
    filteringConfig: 3,
    createdAt: 0,
    updatedAt: 0,
    modelName: 'is600',
  };

  it('fills default levels and no dead band', () => {
    expect(toRule(stored)).toMatchObject({ configId: 3, seriesId: 7, upper: { limit: 80, level: 2 }, deadBand: 0 });
  });

  it('uses the spike filter only for device model 20', () => {
    expect(toRule(stored).filter).toBeNull();
    expect(toRule({ ...stored, modelName: '20' }).filter).toEqual({ percent: 50, count: 3 });
  });

  it('a custom data config watches minus its id; a switch config has edges only', () => {
    expect(toRule({ ...stored, variableId: null, customDataId: 5, modelName: null }).seriesId).toBe(-5);
    const edge = toRule({ ...stored, limitDataType: 1, switchValue: 0 });
    expect(edge).toMatchObject({ switchRise: false, upper: null, switchLevel: 1 });
    expect(toRule({ ...stored, limitDataType: 1, switchValue: null }).enabled).toBe(false);
  });
});
