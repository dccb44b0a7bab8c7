import { ConfigFlowType, type ConfigFlowRecord, type DeviceRecord } from '@iot/contract';
import { Alert, Button, Empty, Flex, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { bindConfigFlow, usePublishedFlows } from './api';
import { FlowFrame } from './components/FlowFrame';
import { CONFIG_FLOW_BIND_NS } from './i18n';

interface ConfigFlowBindDialogProps {
  device: Pick<DeviceRecord, 'id' | 'name' | 'configFlowId'>;
  onClose: () => void;
  /** After a bind or unbind: the list reloads the device's binding. */
  onBound: () => void;
}

/**
 * Spec 2.7 / 4.5: a selector of published flows (flow charts and screens) with a Bind button that a
 * choice enables; the bound flow shows in a frame, or "no chart" when there is none.
 */
export function ConfigFlowBindDialog({ device, onClose, onBound }: ConfigFlowBindDialogProps) {
  const { t } = useTranslation(CONFIG_FLOW_BIND_NS);
  const { t: tc } = useTranslation();
  const flows = usePublishedFlows();
  const [chosen, setChosen] = useState<number | null>(null);
  const [bound, setBound] = useState<number | null>(device.configFlowId);
  const [saving, setSaving] = useState(false);
  const records = flows.data ?? [];
  const boundFlow = records.find((flow) => flow.id === bound);

  const save = async (flowId: number | null) => {
    setSaving(true);
    try {
      await bindConfigFlow(device.id, flowId);
      showSuccess(flowId === null ? t('unbound') : tc('common.success'));
      setBound(flowId);
      setChosen(null);
      onBound();
    } catch {
      // The client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const group = (type: ConfigFlowType, label: string) => {
    const options = records
      .filter((flow: ConfigFlowRecord) => flow.type === type)
      .map((flow) => ({ value: flow.id, label: flow.name }));
    return options.length > 0 ? [{ label, options }] : [];
  };

  const body = () => {
    if (flows.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    const unbind =
      bound !== null ? (
        <Button danger loading={saving && chosen === null} onClick={() => void save(null)} data-testid="flow-unbind">
          {t('unbind')}
        </Button>
      ) : null;
    if (records.length === 0) {
      return (
        <Empty description={t('none')} data-testid="flow-bind-empty">
          {unbind}
        </Empty>
      );
    }
    return (
      <>
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            value={chosen ?? undefined}
            placeholder={t('placeholder')}
            options={[...group(ConfigFlowType.flow, t('flows')), ...group(ConfigFlowType.screen, t('screens'))]}
            onChange={setChosen}
            style={{ flex: 1 }}
            data-testid="flow-bind-select"
          />
          <Button
            type="primary"
            disabled={chosen === null}
            loading={saving && chosen !== null}
            onClick={() => void save(chosen)}
            data-testid="flow-bind-submit"
          >
            {t('bind')}
          </Button>
          {unbind}
        </Flex>
        {bound !== null && !boundFlow ? (
          <Alert type="warning" showIcon title={t('currentMissing', { id: bound })} style={{ marginBottom: 16 }} />
        ) : null}
        {boundFlow ? (
          <>
            <div style={{ marginBottom: 8 }} data-testid="flow-bind-current">
              {t('current', { name: boundFlow.name })}
            </div>
            <FlowFrame key={boundFlow.id} flowId={boundFlow.id} name={boundFlow.name} />
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noChart')} data-testid="flow-bind-no-chart" />
        )}
      </>
    );
  };

  return (
    <Modal open title={t('title', { name: device.name })} width={760} footer={null} onCancel={onClose}>
      <div data-testid="flow-bind-dialog">{body()}</div>
    </Modal>
  );
}
