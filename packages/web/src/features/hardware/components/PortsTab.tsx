import type { PortKind, PortRecord } from '@iot/contract';
import { PORT_KINDS } from '@iot/contract';
import { Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePorts } from '../api';
import { DEVICES_NS } from '../i18n';

function PortKindCard({ kind, deviceId }: { kind: PortKind; deviceId: number }) {
  const { t } = useTranslation(DEVICES_NS);
  const ports = usePorts(kind, deviceId);
  const label = t(`portKinds.${kind}`);
  return (
    <Card size="small" title={label} style={{ marginBottom: 12 }} data-testid={`ports-${kind}`}>
      {ports.isLoading ? (
        <Spin />
      ) : (ports.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portNone', { kind: label })} />
      ) : (
        (ports.data ?? []).map((port: PortRecord) => (
          <Descriptions
            key={port.id}
            title={port.name}
            size="small"
            column={4}
            style={{ marginBottom: 8 }}
            items={Object.entries(port.settings).map(([key, value]) => ({
              key,
              label: t(`portSettings.${key}`, { defaultValue: key }),
              children: String(value),
            }))}
          />
        ))
      )}
    </Card>
  );
}

/** The device's serial, network, WiFi and LoRa ports with each kind's settings. */
export function PortsTab({ deviceId }: { deviceId: number }) {
  return (
    <>
      {PORT_KINDS.map((kind) => (
        <PortKindCard key={kind} kind={kind} deviceId={deviceId} />
      ))}
    </>
  );
}
