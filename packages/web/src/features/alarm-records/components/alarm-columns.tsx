import type { AlarmRecordRow } from '@iot/contract';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../ui/table-page/types';
import { LevelTag, ProcessTag, PushTag, processText, pushText } from './AlarmTags';

/** A value that may be missing: the spec's "- -". */
export const orDashes = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '- -' : value;

/** Columns of the alarm records list (keys of the sortable ones are the server's sort fields). */
export function alarmColumns(t: TFunction): TableColumn<AlarmRecordRow>[] {
  return [
    { key: 'alarmTime', title: t('alarmTime'), dataIndex: 'alarmTime', sortable: true },
    {
      key: 'alarmLevel',
      title: t('level'),
      sortable: true,
      render: (row) => <LevelTag level={row.alarmLevel} />,
      exportValue: (row) => t(`levelNames.${row.alarmLevel}`),
    },
    { key: 'alertDesc', title: t('alertDesc'), dataIndex: 'alertDesc' },
    { key: 'deviceName', title: t('deviceName'), dataIndex: 'deviceName', sortable: true },
    { key: 'variableName', title: t('variableName'), dataIndex: 'variableName', sortable: true },
    { key: 'currentValue', title: t('currentValue'), render: (row) => orDashes(row.currentValue) },
    { key: 'limitValue', title: t('limitValue'), render: (row) => orDashes(row.limitValue) },
    {
      key: 'processState',
      title: t('processState'),
      sortable: true,
      render: (row) => <ProcessTag record={row} short />,
      exportValue: (row) => processText(row, t),
    },
    {
      key: 'push',
      title: t('push'),
      render: (row) => <PushTag record={row} />,
      exportValue: (row) => pushText(row, t),
    },
    { key: 'processTime', title: t('processTime'), sortable: true, render: (row) => orDashes(row.processTime) },
    { key: 'identity', title: t('identity'), dataIndex: 'identity' },
    { key: 'variableDesc', title: t('variableDesc'), dataIndex: 'variableDesc' },
    {
      key: 'alarmType',
      title: t('alarmType'),
      render: (row) => t(`alarmTypes.${row.alarmType}`),
      exportValue: (row) => t(`alarmTypes.${row.alarmType}`),
    },
  ];
}
