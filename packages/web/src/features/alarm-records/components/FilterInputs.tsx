import { CloseOutlined } from '@ant-design/icons';
import { ALARM_TIME_TYPES, AlarmTimeType } from '@iot/contract';
import { Button, DatePicker, Flex, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedDevice } from '../../../ui/pickers/types';
import type { TimeFilterValue } from '../alarm-query';
import { ALARMS_NS } from '../i18n';

interface ControlProps<T> {
  value?: T;
  onChange?: (value: T) => void;
}

/** A period (today, week, month, quarter) or a custom range with times. */
export function TimeFilter({ value, onChange }: ControlProps<TimeFilterValue>) {
  const { t } = useTranslation(ALARMS_NS);
  const timeType = value?.timeType;
  return (
    <Flex gap={8}>
      <Select<AlarmTimeType | undefined>
        allowClear
        style={{ minWidth: 120, flex: timeType === AlarmTimeType.custom ? '0 0 120px' : 1 }}
        placeholder={t('anyTime')}
        value={timeType}
        onChange={(next) => onChange?.({ timeType: next, range: null })}
        options={ALARM_TIME_TYPES.map((type) => ({ value: type, label: t(`timeTypes.${type}`) }))}
        data-testid="alarm-time-type"
      />
      {timeType === AlarmTimeType.custom ? (
        <DatePicker.RangePicker
          showTime
          style={{ flex: 1, minWidth: 0 }}
          value={value?.range ?? null}
          onChange={(range) => onChange?.({ timeType, range: range?.[0] && range[1] ? [range[0], range[1]] : null })}
          data-testid="alarm-time-range"
        />
      ) : null}
    </Flex>
  );
}

/** The chosen devices, picked in the shared device picker (hardware or archives). */
export function DeviceFilter({ value, onChange }: ControlProps<PickedDevice[]>) {
  const { t } = useTranslation(ALARMS_NS);
  const [picking, setPicking] = useState(false);
  const chosen = value ?? [];
  const names = chosen.map((device) => device.name).join('、');
  return (
    <>
      <Flex gap={8}>
        <Tooltip title={names || undefined}>
          <Button style={{ flex: 1, minWidth: 0 }} onClick={() => setPicking(true)} data-testid="alarm-devices">
            {chosen.length > 0 ? t('devicesChosen', { count: chosen.length }) : t('chooseDevices')}
          </Button>
        </Tooltip>
        {chosen.length > 0 ? (
          <Button icon={<CloseOutlined />} aria-label={t('clearDevices')} onClick={() => onChange?.([])} />
        ) : null}
      </Flex>
      {picking ? (
        <DevicePickerDialog
          mode="multiple"
          value={chosen}
          onOk={(next) => {
            onChange?.(next);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </>
  );
}
