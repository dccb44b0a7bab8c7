import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Popover, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveOptions } from '../../../ui/pickers/api';
import { EMPTY_FILTER, filterBody, type FilterForm } from '../dashboard-rules';
import { DASHBOARD_NS } from '../i18n';

function FilterFields({ value, onConfirm }: { value: FilterForm; onConfirm: (filter: FilterForm) => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const archives = useArchiveOptions();
  const [form, setForm] = useState<FilterForm>(value);
  const set = (patch: Partial<FilterForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <Flex vertical gap={8} style={{ width: 240 }} data-testid="dashboard-filter">
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('filter.archive')}
        loading={archives.isLoading}
        value={form.deviceMouldId}
        options={archives.data?.map((archive) => ({ value: archive.id, label: archive.name }))}
        onChange={(deviceMouldId) => set({ deviceMouldId })}
      />
      <Input
        allowClear
        placeholder={t('filter.nameplate')}
        value={form.nameplate}
        onChange={(event) => set({ nameplate: event.target.value })}
      />
      <Select<FilterForm['online']>
        value={form.online}
        options={[
          { value: 'all', label: t('filter.all') },
          { value: 1, label: t('map.state.online') },
          { value: 0, label: t('map.state.offline') },
        ]}
        onChange={(online) => set({ online })}
        data-testid="dashboard-filter-online"
      />
      <Input
        allowClear
        placeholder={t('filter.area')}
        value={form.area}
        onChange={(event) => set({ area: event.target.value })}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => setForm(EMPTY_FILTER)}>{t('filter.reset')}</Button>
        <Button type="primary" onClick={() => onConfirm(form)} data-testid="dashboard-filter-confirm">
          {t('filter.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The map's filter dropdown: archive (the spec's model), nameplate, online state and area, applied on confirm. */
export function MapFilter({ value, onConfirm }: { value: FilterForm; onConfirm: (filter: FilterForm) => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [open, setOpen] = useState(false);
  const active = Object.values(filterBody(value)).filter((field) => field !== undefined).length;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <FilterFields
          value={value}
          onConfirm={(filter) => {
            onConfirm(filter);
            setOpen(false);
          }}
        />
      }
    >
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} data-testid="dashboard-filter-button">
          {t('filter.title')}
        </Button>
      </Badge>
    </Popover>
  );
}
