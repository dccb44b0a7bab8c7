import type { CustomDataRecord, MouldItemRecord, VariableRecord } from '@iot/contract';
import { CustomDataType, VARIABLE_PICKER_PAGE_SIZE, CUSTOM_DATA_PAGE_SIZE } from '@iot/contract';
import { Button, Flex, Input, Modal, Select, Table, Tabs, Tag, type TableColumnsType, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveItems, useCustomDataOptions, useDeviceVariables } from './api';
import { DevicePicker } from './DevicePicker';
import { PICKERS_NS } from './i18n';
import { applyPick, containsText, devicesOf, type PickedData, type PickedDevice, type PickerProps } from './types';
import { useDebounced } from './useDebounced';

const CUSTOM_TAB = 'customdata';
const CUSTOM_TYPES = Object.values(CustomDataType);
const VAR_TYPES = [0, 1, 3] as const;

interface VariablePickerProps extends PickerProps<PickedData> {
  /** Devices whose tabs show at first (more can be chosen in the picker). */
  devices?: readonly PickedDevice[];
  /** Offer the custom data table (default true). */
  customData?: boolean;
}

const unique = (devices: PickedDevice[]) => devices.filter((d, i) => devices.findIndex((o) => o.key === d.key) === i);

/** Custom data and device variables: filter by name and type, one tab per chosen device. */
export function VariablePicker({ mode, value, onChange, devices = [], customData = true }: VariablePickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const [chosen, setChosen] = useState<PickedDevice[]>(() => unique([...devices, ...devicesOf(value)]));
  const [choosing, setChoosing] = useState<PickedDevice[] | null>(null);
  const [active, setActive] = useState<string>(customData ? CUSTOM_TAB : (chosen[0]?.key ?? CUSTOM_TAB));
  const [name, setName] = useState('');
  const [type, setType] = useState<number | undefined>(undefined);
  const filter = useDebounced(name);
  const selectedKeys = value.map((item) => item.key);
  const pick = (item: PickedData | null) => {
    if (item) onChange(applyPick(mode, value, item));
  };
  const onCustomTab = active === CUSTOM_TAB;
  const typeOptions = onCustomTab
    ? CUSTOM_TYPES.map((v) => ({ value: v, label: t(`customType.${v}`) }))
    : VAR_TYPES.map((v) => ({ value: v, label: t(`varType.${v}`) }));

  const tabs = [
    ...(customData
      ? [
          {
            key: CUSTOM_TAB,
            label: t('customData'),
            children: <CustomDataTab filter={filter} type={type} selectedKeys={selectedKeys} onPick={pick} />,
          },
        ]
      : []),
    ...chosen.map((device) => ({
      key: device.key,
      label: device.name,
      children:
        device.devType_ === 2 ? (
          <ArchiveTab device={device} filter={filter} selectedKeys={selectedKeys} onPick={pick} />
        ) : (
          <VariablesTab device={device} filter={filter} type={type} selectedKeys={selectedKeys} onPick={pick} />
        ),
    })),
  ];

  return (
    <div data-testid="variable-picker">
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Input
          allowClear
          placeholder={t('filterName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="picker-variable-name"
        />
        <Select
          allowClear
          placeholder={t('allTypes')}
          style={{ width: 180, flex: 'none' }}
          value={type}
          onChange={setType}
          options={typeOptions}
        />
        <Button onClick={() => setChoosing(chosen)} data-testid="picker-choose-devices">
          {t('chooseDevices')}
        </Button>
      </Flex>
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => {
          setActive(key);
          setType(undefined);
        }}
        items={tabs}
      />
      <Flex gap={4} wrap align="center" data-testid="picker-selection">
        <span>{t('selected', { count: value.length })}</span>
        {value.map((item) => (
          <Tag key={item.key} closable onClose={() => onChange(value.filter((v) => v.key !== item.key))}>
            {item.deviceName ? `${item.deviceName} · ${item.name}` : item.name}
          </Tag>
        ))}
      </Flex>
      {choosing ? (
        <Modal
          open
          title={t('chooseDevices')}
          width={720}
          onCancel={() => setChoosing(null)}
          onOk={() => {
            setChosen(choosing);
            if (!choosing.some((d) => d.key === active))
              setActive(customData ? CUSTOM_TAB : (choosing[0]?.key ?? CUSTOM_TAB));
            setChoosing(null);
          }}
          destroyOnHidden
        >
          <DevicePicker mode="multiple" value={choosing} onChange={setChoosing} />
        </Modal>
      ) : null}
    </div>
  );
}

interface TabProps {
  filter: string;
  selectedKeys: string[];
  onPick: (item: PickedData | null) => void;
}

interface PickTableProps<R> extends Omit<TabProps, 'filter'> {
  rowKey: (row: R) => string;
  loading: boolean;
  rows: readonly R[];
  /** The picked item of a row, or null for a row that cannot be checked. */
  toItem: (row: R) => PickedData | null;
  pagination: TableProps<R>['pagination'];
  columns: TableColumnsType<R>;
}

/** A tab's table: checkbox rows (no select-all), rows that give no item disabled. */
function PickTable<R extends object>({ toItem, selectedKeys, onPick, rows, ...table }: PickTableProps<R>) {
  return (
    <Table<R>
      {...table}
      size="small"
      dataSource={rows}
      scroll={{ y: 320 }}
      rowSelection={{
        type: 'checkbox',
        hideSelectAll: true,
        selectedRowKeys: selectedKeys,
        onSelect: (row) => onPick(toItem(row)),
        getCheckboxProps: (row) => ({ disabled: toItem(row) === null }),
      }}
    />
  );
}

/** The device part of an item picked from a device's (or an archive's) tab. */
const deviceOf = (device: PickedDevice) => ({
  varType: 1 as const,
  deviceId: device.deviceId,
  deviceName: device.deviceName,
  deviceNum: device.deviceNum,
  devType_: device.devType_,
});

const customItem = (row: CustomDataRecord): PickedData | null =>
  row.id ? { key: `c:${row.id}`, id: row.id, name: row.name, unit: row.unit, varType: 0 } : null;

function CustomDataTab({ filter, type, selectedKeys, onPick }: TabProps & { type: number | undefined }) {
  const { t } = useTranslation(PICKERS_NS);
  const [pageNum, setPageNum] = useState(1);
  const query = useCustomDataOptions(pageNum, filter, type);
  return (
    <PickTable<CustomDataRecord>
      rowKey={(row) => `c:${row.id}`}
      loading={query.isFetching}
      rows={query.data?.records ?? []}
      toItem={customItem}
      selectedKeys={selectedKeys}
      onPick={onPick}
      pagination={pickerPagination(pageNum, CUSTOM_DATA_PAGE_SIZE, query.data?.total, setPageNum)}
      columns={[
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'type', title: t('type'), render: (_: unknown, row) => t(`customType.${row.type}`) },
        { key: 'unit', title: t('unit'), dataIndex: 'unit' },
        { key: 'description', title: t('description'), dataIndex: 'description' },
      ]}
    />
  );
}

function VariablesTab({
  device,
  filter,
  type,
  selectedKeys,
  onPick,
}: TabProps & { device: PickedDevice; type: number | undefined }) {
  const { t } = useTranslation(PICKERS_NS);
  const [pageNum, setPageNum] = useState(1);
  const query = useDeviceVariables(device.deviceId, pageNum, filter, type ?? -1);
  const toItem = (row: VariableRecord): PickedData | null =>
    row.varId
      ? {
          ...deviceOf(device),
          key: `v:${row.varId}`,
          id: row.varId,
          name: row.name,
          unit: row.unit,
          varId: row.varId,
          varName: row.varName,
        }
      : null;
  return (
    <PickTable<VariableRecord>
      rowKey={(row) => `v:${row.varId}`}
      loading={query.isFetching}
      rows={query.data?.records ?? []}
      toItem={toItem}
      selectedKeys={selectedKeys}
      onPick={onPick}
      pagination={pickerPagination(pageNum, VARIABLE_PICKER_PAGE_SIZE, query.data?.total, setPageNum)}
      columns={[
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'description', title: t('description'), dataIndex: 'description' },
        { key: 'unit', title: t('unit'), dataIndex: 'unit' },
        { key: 'dataType', title: t('dataType'), dataIndex: 'dataType' },
        { key: 'varType_1', title: t('type'), render: (_: unknown, row) => t(`varType.${row.varType_1}`) },
      ]}
    />
  );
}

function ArchiveTab({ device, filter, selectedKeys, onPick }: TabProps & { device: PickedDevice }) {
  const { t } = useTranslation(PICKERS_NS);
  const query = useArchiveItems(device.archiveId);
  const rows = (query.data?.mouldItems ?? []).filter((item) => containsText(filter, item.name, item.description));
  // An archive item without a variable cannot be checked (spec 2 "Variable picker").
  const toItem = (row: MouldItemRecord): PickedData | null =>
    row.varId
      ? {
          ...deviceOf(device),
          key: `a:${device.archiveId}:${row.id}`,
          id: row.varId,
          name: row.name,
          unit: row.unit,
          archiveId: device.archiveId,
          archiveName: device.archiveName,
          varId: row.varId,
          varName: row.name,
        }
      : null;
  return (
    <PickTable<MouldItemRecord>
      rowKey={(row) => `a:${device.archiveId}:${row.id}`}
      loading={query.isFetching}
      rows={rows}
      toItem={toItem}
      selectedKeys={selectedKeys}
      onPick={onPick}
      pagination={false}
      columns={[
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'description', title: t('description'), dataIndex: 'description' },
        { key: 'unit', title: t('unit'), dataIndex: 'unit' },
        { key: 'varId', title: '', render: (_: unknown, row) => (row.varId ? null : t('noVariable')) },
      ]}
    />
  );
}

/** Small pages without a size changer, as both picker tabs page. */
function pickerPagination(
  current: number,
  pageSize: number,
  total: number | undefined,
  onChange: (page: number) => void,
) {
  return { current, pageSize, total: total ?? 0, size: 'small' as const, showSizeChanger: false, onChange };
}
