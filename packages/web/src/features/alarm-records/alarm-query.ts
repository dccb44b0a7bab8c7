import type { AlarmTimeType } from '@iot/contract';
import { AlarmTimeType as TimeType } from '@iot/contract';
import type { Dayjs } from 'dayjs';
import { formatDate } from '../../i18n/format-date';
import type { PickedDevice } from '../../ui/pickers/types';
import type { PageRequest } from '../../ui/table-page/types';

/** The time filter control's value: a period, or the custom range. */
export interface TimeFilterValue {
  timeType?: AlarmTimeType;
  range?: [Dayjs, Dayjs] | null;
}

/** What the query form holds (the names of its fields). */
export interface AlarmQueryValues {
  type?: 0 | 1;
  varType?: 0 | 1;
  time?: TimeFilterValue;
  alarmLevels?: number[];
  isPush?: 0 | 1;
  isSelfProcess?: 0 | 1;
  devices?: PickedDevice[];
  variableName?: string;
}

const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The time part of `param`: a period, or the custom range as `yyyy-MM-dd HH:mm:ss` (spec 4). */
function timeParam(time: TimeFilterValue | undefined): Record<string, unknown> {
  if (time?.timeType === undefined) return {};
  if (time.timeType !== TimeType.custom) return { timeType: time.timeType };
  const [start, end] = time.range ?? [];
  if (!start || !end) return {};
  return {
    timeType: TimeType.custom,
    startTime: formatDate(start.toDate(), SERVER_TIME),
    endTime: formatDate(end.toDate(), SERVER_TIME),
  };
}

/** `param` of `POST /alarmRecord` from the form's values; empty choices are left out. */
export function toAlarmParam(values: AlarmQueryValues): Record<string, unknown> {
  const deviceIds = [...new Set((values.devices ?? []).map((device) => device.deviceId))];
  const param: Record<string, unknown> = {
    type: values.type,
    varType: values.varType,
    ...timeParam(values.time),
    alarmLevels: values.alarmLevels?.length ? values.alarmLevels : undefined,
    isPush: values.isPush,
    isSelfProcess: values.isSelfProcess,
    deviceIds: deviceIds.length > 0 ? deviceIds : undefined,
    variableName: values.variableName?.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(param).filter(([, value]) => value !== undefined));
}

/** One page of records, for the generic table page. */
export function alarmPageBody({ pageNum, pageSize, param, sort }: PageRequest) {
  return {
    pageNum,
    pageSize,
    param: toAlarmParam(param),
    ...(sort ? { sortFields: sort.field, isAscendingOrder: sort.ascending } : {}),
  };
}
