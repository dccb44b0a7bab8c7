import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedData, PickedDevice } from '../../../ui/pickers/types';
import { VariablePicker } from '../../../ui/pickers/VariablePicker';
import { REPORT_NS } from '../i18n';
import { FieldLabel } from './FieldLabel';
import { pickedLabel } from '../useReportTargets';

const deviceKeyOf = (item: PickedData) => (item.devType_ === 2 ? `a:${item.archiveId}` : `h:${item.deviceId}`);

interface ReportSourcesProps {
  devices: PickedDevice[];
  picked: PickedData[];
  onChange: (devices: PickedDevice[], picked: PickedData[]) => void;
}

/** The devices, then their variables and custom data (several of each), as tags with a picker each. */
export function ReportSources({ devices, picked, onChange }: ReportSourcesProps) {
  const { t } = useTranslation(REPORT_NS);
  const [dialog, setDialog] = useState<'devices' | 'variables' | null>(null);

  // Variables of a device no longer chosen go with it; custom data stays.
  const changeDevices = (next: PickedDevice[]) => {
    const keys = new Set(next.map((device) => device.key));
    onChange(
      next,
      picked.filter((item) => item.varType === 0 || keys.has(deviceKeyOf(item))),
    );
    setDialog(null);
  };

  return (
    <>
      <Flex gap={8} align="center" wrap>
        <FieldLabel>{t('devices')}</FieldLabel>
        <Button onClick={() => setDialog('devices')} data-testid="report-choose-devices">
          {t('chooseDevices')}
        </Button>
        {devices.map((device) => (
          <Tag
            key={device.key}
            closable
            onClose={() => changeDevices(devices.filter((d) => d.key !== device.key))}
            data-testid="report-device"
          >
            {device.name}
          </Tag>
        ))}
      </Flex>
      <Flex gap={8} align="center" wrap>
        <FieldLabel>{t('variables')}</FieldLabel>
        <Button onClick={() => setDialog('variables')} data-testid="report-choose-variables">
          {t('chooseVariables')}
        </Button>
        {picked.length === 0 ? <Typography.Text type="secondary">{t('noVariables')}</Typography.Text> : null}
        {picked.map((item) => (
          <Tag
            key={item.key}
            color="blue"
            closable
            onClose={() =>
              onChange(
                devices,
                picked.filter((p) => p.key !== item.key),
              )
            }
            data-testid="report-variable"
          >
            {pickedLabel(item)}
          </Tag>
        ))}
      </Flex>
      {dialog === 'devices' ? (
        <DevicePickerDialog mode="multiple" value={devices} onOk={changeDevices} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'variables' ? (
        <VariablesDialog
          devices={devices}
          value={picked}
          onOk={(next) => {
            onChange(devices, next);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** The variable picker with a tab per chosen device and the custom data table. */
function VariablesDialog({
  devices,
  value,
  onOk,
  onClose,
}: {
  devices: PickedDevice[];
  value: PickedData[];
  onOk: (value: PickedData[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(REPORT_NS);
  const [draft, setDraft] = useState<PickedData[]>(value);
  return (
    <Modal open title={t('chooseVariables')} width={960} onCancel={onClose} onOk={() => onOk(draft)} destroyOnHidden>
      <VariablePicker mode="multiple" value={draft} onChange={setDraft} devices={devices} />
    </Modal>
  );
}
