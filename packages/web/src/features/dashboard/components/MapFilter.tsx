import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveOptions } from '../../../ui/pickers/api';
import { EMPTY_FILTER, type FilterForm } from '../dashboard-rules';
import { DASHBOARD_NS } from '../i18n';

/** The map's filter: archive (the spec's model), nameplate, online state and area; applied on confirm. */
export function MapFilter({ value, onConfirm }: { value: FilterForm; onConfirm: (filter: FilterForm) => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const archives = useArchiveOptions();
  const [form, setForm] = useState<FilterForm>(value);
  const set = (patch: Partial<FilterForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <Space wrap size={8} data-testid="dashboard-filter">
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 170 }}
        placeholder={t('filter.archive')}
        loading={archives.isLoading}
        value={form.deviceMouldId}
        options={archives.data?.map((archive) => ({ value: archive.id, label: archive.name }))}
        onChange={(deviceMouldId) => set({ deviceMouldId })}
      />
      <Input
        allowClear
        style={{ width: 130 }}
        placeholder={t('filter.nameplate')}
        value={form.nameplate}
        onChange={(event) => set({ nameplate: event.target.value })}
      />
      <Select<FilterForm['online']>
        style={{ width: 110 }}
        value={form.online}
        options={[
          { value: 'all', label: `${t('filter.online')}: ${t('filter.all')}` },
          { value: 1, label: t('map.state.online') },
          { value: 0, label: t('map.state.offline') },
        ]}
        onChange={(online) => set({ online })}
        data-testid="dashboard-filter-online"
      />
      <Input
        allowClear
        style={{ width: 170 }}
        placeholder={t('filter.area')}
        value={form.area}
        onChange={(event) => set({ area: event.target.value })}
      />
      <Button type="primary" onClick={() => onConfirm(form)} data-testid="dashboard-filter-confirm">
        {t('filter.confirm')}
      </Button>
      <Button
        onClick={() => {
          setForm(EMPTY_FILTER);
          onConfirm(EMPTY_FILTER);
        }}
      >
        {t('filter.reset')}
      </Button>
    </Space>
  );
}
