import { ALARM_LEVELS } from '@iot/contract';
import { Select } from 'antd';
import type { TFunction } from 'i18next';
import type { QueryField } from '../../../ui/table-page/types';
import { DeviceFilter } from './FilterInputs';

const flagOptions = (t: TFunction, prefix: string) =>
  [1, 0].map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/** The query form of the alarm records: source, levels, push, confirmation, devices and variable. */
export function alarmQueryFields(t: TFunction): QueryField[] {
  return [
    {
      name: 'alarmLevels',
      label: t('levels'),
      input: (
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          options={ALARM_LEVELS.map((level) => ({ value: level, label: t(`levelNames.${level}`) }))}
          data-testid="alarm-levels"
        />
      ),
    },
    { name: 'devices', label: t('devices'), input: <DeviceFilter /> },
    { name: 'variableName', label: t('variableName') },
    {
      name: 'varType',
      label: t('source'),
      input: <Select allowClear options={flagOptions(t, 'sources')} />,
    },
    {
      name: 'isPush',
      label: t('isPush'),
      input: <Select allowClear options={flagOptions(t, 'pushFilter')} />,
    },
    {
      name: 'isSelfProcess',
      label: t('isSelfProcess'),
      input: <Select allowClear options={flagOptions(t, 'selfProcess')} />,
    },
  ];
}
