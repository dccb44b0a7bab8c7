import { ConfigFlowType, type ConfigFlowRecord } from '@iot/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WALL_NS } from './i18n';

interface Props {
  flows: readonly ConfigFlowRecord[];
  value: number | null;
  onChange: (id: number) => void;
  compact?: boolean;
}

/** Published flows in the spec's two groups: screens, then flow charts. */
export function FlowPicker({ flows, value, onChange, compact }: Props) {
  const { t } = useTranslation(WALL_NS);
  const group = (type: ConfigFlowType) =>
    flows.filter((f) => f.type === type).map((f) => ({ value: f.id, label: f.name, title: f.name }));
  return (
    <Select
      data-testid="wall-picker"
      className={compact ? 'wall-picker wall-picker-compact' : 'wall-picker'}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('choose')}
      value={value ?? undefined}
      onChange={onChange}
      notFoundContent={t('noFlows')}
      options={[
        { label: t('screens'), options: group(ConfigFlowType.screen) },
        { label: t('flowCharts'), options: group(ConfigFlowType.flow) },
      ]}
      popupMatchSelectWidth={false}
    />
  );
}
