import { Alert, Button, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedData, PickedDevice } from '../../../ui/pickers/types';
import { VariablePicker } from '../../../ui/pickers/VariablePicker';
import { bindingOf, type BindProblem } from '../binding-draft';
import { EDITOR_NS } from '../i18n';

type Binding = Exclude<ReturnType<typeof bindingOf>, BindProblem>;

/** The bind-variable dialog (spec 2.1, 5): a device first, then one of its variables; or custom data. */
export function BindDialog({
  current,
  onOk,
  onClose,
}: {
  current: PickedDevice | null;
  onOk: (binding: Binding) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [source, setSource] = useState<'device' | 'custom'>('device');
  const [device, setDevice] = useState<PickedDevice | null>(current);
  const [choosingDevice, setChoosingDevice] = useState(false);
  const [picked, setPicked] = useState<PickedData[]>([]);
  const [problem, setProblem] = useState<BindProblem | null>(null);

  const submit = () => {
    const result = bindingOf(source, device, picked[0]);
    if (typeof result === 'string') setProblem(result);
    else onOk(result);
  };
  return (
    <Modal open title={t('bindVariable')} width={900} onCancel={onClose} onOk={submit} destroyOnHidden>
      <Flex vertical gap={12} data-testid="bind-dialog">
        <Radio.Group
          value={source}
          onChange={(event) => {
            setSource(event.target.value as 'device' | 'custom');
            setPicked([]);
            setProblem(null);
          }}
          options={[
            { value: 'device', label: t('sourceDevice') },
            { value: 'custom', label: t('sourceCustom') },
          ]}
        />
        {source === 'device' && (
          <Flex gap={8} align="center">
            <span>{t('device')}:</span>
            <strong data-testid="bind-device-name">{device?.name ?? '—'}</strong>
            <Button size="small" onClick={() => setChoosingDevice(true)} data-testid="bind-choose-device">
              {t('pickDevice')}
            </Button>
          </Flex>
        )}
        {problem && <Alert type="error" showIcon title={t(problem)} data-testid="bind-problem" />}
        {source === 'device' && device && (
          <VariablePicker
            key={device.key}
            mode="single"
            value={picked}
            onChange={setPicked}
            devices={[device]}
            customData={false}
          />
        )}
        {source === 'custom' && <VariablePicker mode="single" value={picked} onChange={setPicked} customData />}
      </Flex>
      {choosingDevice && (
        <DevicePickerDialog
          mode="single"
          kinds={['hardware']}
          value={device ? [device] : []}
          onClose={() => setChoosingDevice(false)}
          onOk={(devices) => {
            setDevice(devices[0] ?? null);
            setPicked([]);
            setProblem(null);
            setChoosingDevice(false);
          }}
        />
      )}
    </Modal>
  );
}
