import { DEFAULT_LIMIT_LEVELS, FILTERING_DEVICE_MODEL, LimitDataType } from '@iot/contract';
import type { Selectable } from 'kysely';
import type { AlarmConfigTable } from '../../db/schema.js';
import { customDataSeries, variableSeries } from '../../telemetry/series.js';
import type { AlarmRule, LimitRule } from './alarm-engine.js';

export type AlarmConfigRow = Selectable<AlarmConfigTable>;

/** A stored config with the model of its device (null for custom data): what a rule is built from. */
export type RuleSource = AlarmConfigRow & { modelName: string | null };

export function seriesOf(config: Pick<AlarmConfigRow, 'variableId' | 'customDataId'>): number {
  return config.variableId !== null ? variableSeries(config.variableId) : customDataSeries(config.customDataId!);
}

function limitOf(limit: number | null, level: number | null, fallback: number): LimitRule | null {
  return limit === null ? null : { limit, level: level ?? fallback };
}

/** The spike filter only runs for devices of model 20 (spec 4), with both of its settings. */
export function filterApplies(modelName: string | null): boolean {
  return modelName === FILTERING_DEVICE_MODEL;
}

export function toRule(source: RuleSource): AlarmRule {
  const isSwitch = source.limitDataType === LimitDataType.switch;
  const filtered = filterApplies(source.modelName) && source.filtering !== null && source.filteringConfig !== null;
  return {
    configId: source.id,
    seriesId: seriesOf(source),
    enabled: source.enable === 1 && (!isSwitch || source.switchValue !== null),
    saveRecord: source.saveRecord === 1,
    switchRise: isSwitch ? source.switchValue === 1 : null,
    switchLevel: source.switchLevel ?? DEFAULT_LIMIT_LEVELS.switch,
    uupper: isSwitch ? null : limitOf(source.uupperLimit, source.uupperLevel, DEFAULT_LIMIT_LEVELS.uupper),
    upper: isSwitch ? null : limitOf(source.upperLimit, source.upperLevel, DEFAULT_LIMIT_LEVELS.upper),
    lower: isSwitch ? null : limitOf(source.lowerLimit, source.lowerLevel, DEFAULT_LIMIT_LEVELS.lower),
    llower: isSwitch ? null : limitOf(source.llowerLimit, source.llowerLevel, DEFAULT_LIMIT_LEVELS.llower),
    deadBand: source.deadBand ?? 0,
    filter: filtered ? { percent: source.filtering!, count: source.filteringConfig! } : null,
  };
}
