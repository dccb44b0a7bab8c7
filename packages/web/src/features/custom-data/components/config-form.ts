import type { CustomDataConfig, CustomDataDetail, CustomDataRef } from '@iot/contract';
import { CustomDataType } from '@iot/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The config as the form edits it: dates as Dayjs, bindings as a list, the statistic variable as a ref. */
export interface ConfigForm {
  fn?: string;
  inputs?: CustomDataRef[];
  expression?: string;
  bindingList?: { name: string; ref?: CustomDataRef }[];
  variableRef?: CustomDataRef;
  timeType?: number;
  range?: [Dayjs, Dayjs];
  intervalSeconds?: number;
  start?: Dayjs;
  mode?: string;
  value?: number;
  format?: string;
  min?: number;
  max?: number;
  decimalPlaces?: number;
}

export const DEFAULT_CONFIG: Record<number, ConfigForm> = {
  [CustomDataType.function]: { fn: 'avg', inputs: [] },
  [CustomDataType.expression]: { expression: '', bindingList: [] },
  [CustomDataType.statistics]: { timeType: 0 },
  [CustomDataType.timer]: { intervalSeconds: 60, mode: 'count-up' },
  [CustomDataType.constant]: { value: 0 },
  [CustomDataType.time]: { format: 'YYYY-MM-DD HH:mm:ss' },
  [CustomDataType.random]: { min: 0, max: 100, decimalPlaces: 0 },
};

/** A stored config, for the form. */
export function toConfigForm(item: CustomDataDetail): ConfigForm {
  const config = item.config as Record<string, unknown>;
  switch (item.type) {
    case CustomDataType.expression: {
      const bindings = (config.bindings ?? {}) as Record<string, CustomDataRef>;
      return {
        expression: config.expression as string,
        bindingList: Object.entries(bindings).map(([name, ref]) => ({ name, ref })),
      };
    }
    case CustomDataType.statistics: {
      const start = config.startTime as number | undefined;
      const end = config.endTime as number | undefined;
      return {
        variableRef: { kind: 'variable', id: config.variableId as number },
        timeType: config.timeType as number,
        range: start !== undefined && end !== undefined ? [dayjs(start), dayjs(end)] : undefined,
      };
    }
    case CustomDataType.timer:
      return { ...(config as ConfigForm), start: dayjs(config.start as number) };
    default:
      return config;
  }
}

/** The form's config, as the server takes it. */
export function fromConfigForm(type: number, form: ConfigForm): CustomDataConfig {
  switch (type) {
    case CustomDataType.function:
      return { fn: form.fn, inputs: form.inputs ?? [] } as CustomDataConfig;
    case CustomDataType.expression:
      return {
        expression: form.expression?.trim() ?? '',
        bindings: Object.fromEntries((form.bindingList ?? []).flatMap((b) => (b.ref ? [[b.name, b.ref]] : []))),
      };
    case CustomDataType.statistics:
      return {
        variableId: form.variableRef?.id ?? 0,
        timeType: form.timeType,
        ...(form.timeType === 4 && form.range
          ? { startTime: form.range[0].valueOf(), endTime: form.range[1].valueOf() }
          : {}),
      } as CustomDataConfig;
    case CustomDataType.timer:
      return {
        intervalSeconds: form.intervalSeconds,
        start: form.start?.valueOf() ?? Date.now(),
        mode: form.mode,
      } as CustomDataConfig;
    case CustomDataType.constant:
      return { value: form.value ?? 0 };
    case CustomDataType.time:
      return { format: form.format ?? '' };
    default:
      return { min: form.min ?? 0, max: form.max ?? 0, decimalPlaces: form.decimalPlaces ?? 0 };
  }
}
