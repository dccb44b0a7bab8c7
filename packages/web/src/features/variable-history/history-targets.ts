import type { CustomDataRecord, DataType, DeviceRecord, VariableRecord } from '@iot/contract';
import type { HistoryTarget } from './api';

/** Text and bytes values are stored but not charted (docs/telemetry.md). */
const TEXT_TYPES: readonly DataType[] = ['string', 'bytes'];

export const isCharted = (dataType: DataType) => !TEXT_TYPES.includes(dataType);

export function deviceVariableTarget(
  device: Pick<DeviceRecord, 'identity' | 'name'>,
  variable: Pick<VariableRecord, 'id' | 'name' | 'unit' | 'dataType'>,
): HistoryTarget {
  return {
    key: `v:${variable.id}`,
    type: 0,
    code: variable.name,
    deviceNum: device.identity,
    label: `${device.name} · ${variable.name}`,
    unit: variable.unit,
    step: variable.dataType === 'switch_value',
  };
}

export function customDataTarget(item: Pick<CustomDataRecord, 'id' | 'name' | 'unit'>): HistoryTarget {
  return {
    key: `c:${item.id}`,
    type: 1,
    code: String(item.id),
    deviceNum: '',
    label: item.name,
    unit: item.unit,
    step: false,
  };
}
