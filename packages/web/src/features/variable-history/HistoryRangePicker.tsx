import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QUICK_RANGES, quickRange } from './history-window';
import { VARIABLE_HISTORY_NS } from './i18n';

export type TimeRange = [Dayjs, Dayjs] | null;

interface HistoryRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}

/** Start and end with seconds, and the quick ranges computed when chosen (not when the page opened). */
export function HistoryRangePicker({ value, onChange }: HistoryRangePickerProps) {
  const { t } = useTranslation(VARIABLE_HISTORY_NS);
  return (
    <DatePicker.RangePicker
      showTime
      value={value}
      onChange={(range) => onChange(range?.[0] && range[1] ? [range[0], range[1]] : null)}
      placeholder={[t('start'), t('end')]}
      presets={QUICK_RANGES.map((range) => ({ label: t(`quick.${range.key}`), value: () => quickRange(range) }))}
    />
  );
}
