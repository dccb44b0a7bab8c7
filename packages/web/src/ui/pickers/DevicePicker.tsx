import type { ArchiveRecord, DeviceRecord } from '@iot/contract';
import { Badge, Flex, Input, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveOptions, useHardwareOptions } from './api';
import { PICKERS_NS } from './i18n';
import { applyPick, containsText, type PickedDevice, type PickerProps } from './types';
import { useDebounced } from './useDebounced';

const hardwareItem = (device: DeviceRecord): PickedDevice => ({
  key: `h:${device.id}`,
  devType_: 1,
  deviceId: device.id,
  deviceName: device.name,
  deviceNum: device.identity,
  name: device.name,
});

const archiveItem = (archive: ArchiveRecord): PickedDevice | null =>
  archive.device
    ? {
        key: `a:${archive.id}`,
        devType_: 2,
        deviceId: archive.device.id,
        deviceName: archive.device.name,
        deviceNum: archive.device.identity,
        archiveId: archive.id,
        archiveName: archive.name,
        name: archive.name,
      }
    : null;

interface DevicePickerProps extends PickerProps<PickedDevice> {
  /** Which tabs to offer (default both). */
  kinds?: readonly ('hardware' | 'archive')[];
}

/** Hardware and archive tabs with case-insensitive contains filters; archives without a device cannot be picked. */
export function DevicePicker({ mode, value, onChange, kinds = ['hardware', 'archive'] }: DevicePickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const selectedKeys = value.map((item) => item.key);
  const pick = (item: PickedDevice | null) => {
    if (item) onChange(applyPick(mode, value, item));
  };
  const selection = <R,>(toItem: (row: R) => PickedDevice | null) => ({
    type: 'checkbox' as const,
    hideSelectAll: true,
    selectedRowKeys: selectedKeys,
    onSelect: (row: R) => pick(toItem(row)),
    getCheckboxProps: (row: R) => ({ disabled: toItem(row) === null }),
  });

  const tabs = [
    kinds.includes('hardware')
      ? { key: 'hardware', label: t('hardware'), children: <HardwareTab selection={selection(hardwareItem)} /> }
      : null,
    kinds.includes('archive')
      ? { key: 'archive', label: t('archives'), children: <ArchiveTab selection={selection(archiveItem)} /> }
      : null,
  ].filter((tab) => tab !== null);

  return (
    <div data-testid="device-picker">
      <Tabs items={tabs} size="small" />
    </div>
  );
}

interface SelectionProps<R> {
  selection: {
    type: 'checkbox';
    hideSelectAll: boolean;
    selectedRowKeys: string[];
    onSelect: (row: R) => void;
    getCheckboxProps: (row: R) => { disabled: boolean };
  };
}

function HardwareTab({ selection }: SelectionProps<DeviceRecord>) {
  const { t } = useTranslation(PICKERS_NS);
  const [name, setName] = useState('');
  const [identity, setIdentity] = useState('');
  const query = useHardwareOptions(useDebounced(name), useDebounced(identity));
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Input
          allowClear
          placeholder={t('filterName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="picker-hardware-name"
        />
        <Input
          allowClear
          placeholder={t('filterIdentity')}
          value={identity}
          onChange={(e) => setIdentity(e.target.value)}
        />
      </Flex>
      <Table<DeviceRecord>
        rowKey={(row) => `h:${row.id}`}
        size="small"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        rowSelection={selection}
        pagination={{ pageSize: 8, size: 'small', showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'name' },
          { key: 'identity', title: t('identity'), dataIndex: 'identity' },
          {
            key: 'isonline',
            title: t('online'),
            render: (_: unknown, row) =>
              row.isonline ? (
                <Badge status="success" text={t('online')} />
              ) : (
                <Badge status="default" text={t('offline')} />
              ),
          },
        ]}
      />
    </>
  );
}

function ArchiveTab({ selection }: SelectionProps<ArchiveRecord>) {
  const { t } = useTranslation(PICKERS_NS);
  const [filter, setFilter] = useState('');
  const query = useArchiveOptions();
  const rows = (query.data ?? []).filter((row) =>
    containsText(filter, row.name, row.device?.name, row.device?.identity),
  );
  return (
    <>
      <Input
        allowClear
        placeholder={t('filterName')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Table<ArchiveRecord>
        rowKey={(row) => `a:${row.id}`}
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        rowSelection={selection}
        pagination={{ pageSize: 8, size: 'small', showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'name' },
          {
            key: 'device',
            title: t('device'),
            render: (_: unknown, row) => (row.device ? `${row.device.name} (${row.device.identity})` : t('noDevice')),
          },
        ]}
      />
    </>
  );
}
