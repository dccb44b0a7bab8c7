import type { DeviceRecord } from '@iot/contract';
import { Button, Empty, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { upgradeFirmware, usePublishedFirmware } from '../api';
import { DEVICES_NS } from '../i18n';

/** Published firmware versions; one click sends the upgrade command to the device. */
export function FirmwareDialog({ device, onClose }: { device: DeviceRecord; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const versions = usePublishedFirmware();
  const [sending, setSending] = useState<number | null>(null);

  const upgrade = async (versionId: number) => {
    setSending(versionId);
    try {
      await upgradeFirmware(device.identity, versionId);
      showSuccess(t('upgradeSent'));
      onClose();
    } catch {
      // The client showed the server's reason.
    } finally {
      setSending(null);
    }
  };

  return (
    <Modal open title={t('firmwareTitle', { name: device.name })} width={640} footer={null} onCancel={onClose}>
      <Table
        rowKey="id"
        size="small"
        loading={versions.isLoading}
        dataSource={(versions.data ?? []).filter((v) => !v.modelName || v.modelName === device.modelName)}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('firmwareNone')} /> }}
        columns={[
          { key: 'version', title: t('firmwareVersion'), dataIndex: 'version' },
          { key: 'publishContent', title: t('firmwareContent'), dataIndex: 'publishContent' },
          {
            key: 'action',
            width: 100,
            render: (_: unknown, row) => (
              <Button
                type="link"
                size="small"
                loading={sending === row.id}
                disabled={sending !== null}
                onClick={() => void upgrade(row.id)}
              >
                {t('upgrade')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
