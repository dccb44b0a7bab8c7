import { REPORT_AGGREGATIONS, REPORT_FILLS, type ReportBinding } from '@iot/contract';
import { Alert, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesOf, type PickedData, type PickedDevice } from '../../../ui/pickers/types';
import { VariablePicker } from '../../../ui/pickers/VariablePicker';
import type { SheetCellRef } from '../../../ui/spreadsheet';
import { bindingFormError, cellName, fromBindingForm, type BindingForm } from '../bindings';
import { REPORT_SHEET_NS } from '../i18n';

interface BindingDialogProps {
  cell: SheetCellRef;
  initial: BindingForm;
  /** Devices whose tabs the picker shows at once (those used before, the bound variable's). */
  devices: PickedDevice[];
  onOk: (binding: ReportBinding, sourceName: string, device: PickedDevice | null) => void;
  onClose: () => void;
}

const picked = (form: BindingForm): PickedData[] =>
  form.source === 'time' || form.sourceId === null
    ? []
    : [
        {
          key: `${form.source === 'variable' ? 'v' : 'c'}:${form.sourceId}`,
          id: form.sourceId,
          name: form.sourceName,
          unit: '',
          varType: form.source === 'variable' ? 1 : 0,
        },
      ];

/** Binds the selected cell: a device's variable or a custom data item with its aggregation and fill, or a time row/column. */
export function BindingDialog({ cell, initial, devices, onOk, onClose }: BindingDialogProps) {
  const { t } = useTranslation(REPORT_SHEET_NS);
  const [form, setForm] = useState<BindingForm>(initial);
  const [tried, setTried] = useState(false);
  const [device, setDevice] = useState<PickedDevice | null>(null);
  const time = form.source === 'time';
  const error = bindingFormError(form);
  const set = (patch: Partial<BindingForm>) => setForm((f) => ({ ...f, ...patch }));

  const pick = (value: PickedData[]) => {
    const item = value[value.length - 1];
    if (!item) set({ sourceId: null, sourceName: '' });
    else {
      const [device] = devicesOf([item]);
      if (device) setDevice(device);
      set({
        source: item.varType === 1 ? 'variable' : 'customData',
        sourceId: item.id,
        sourceName: item.deviceName ? `${item.deviceName} / ${item.name}` : item.name,
      });
    }
  };

  return (
    <Modal
      open
      width={960}
      title={`${t('bindCell')} ${cellName(cell.row, cell.col)}`}
      onCancel={onClose}
      onOk={() => {
        setTried(true);
        if (error === null) onOk(fromBindingForm(cell, form), form.sourceName, device);
      }}
      destroyOnHidden
      data-testid="binding-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('source')}>
          <Radio.Group
            value={time ? 'time' : 'data'}
            onChange={(e) =>
              set(
                e.target.value === 'time'
                  ? { source: 'time', sourceId: null, sourceName: '', fill: form.fill === 'none' ? 'hour' : form.fill }
                  : { source: 'variable', sourceId: null, sourceName: '' },
              )
            }
            options={[
              { value: 'data', label: `${t('sources.variable')} / ${t('sources.customData')}` },
              { value: 'time', label: t('sources.time') },
            ]}
            data-testid="binding-source"
          />
        </Form.Item>
        {time ? null : (
          <Form.Item
            label={t('pickSource')}
            validateStatus={tried && error === 'source' ? 'error' : undefined}
            help={tried && error === 'source' ? t('sourceRequired') : undefined}
          >
            <VariablePicker mode="single" value={picked(form)} onChange={pick} devices={devices} />
            {form.sourceId !== null ? (
              <Typography.Text strong data-testid="binding-picked">
                {t(`sources.${form.source}`)}: {form.sourceName}
              </Typography.Text>
            ) : null}
          </Form.Item>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
          {time ? null : (
            <Form.Item label={t('aggregation')}>
              <Select
                value={form.aggregation}
                onChange={(aggregation) => set({ aggregation })}
                options={REPORT_AGGREGATIONS.map((a) => ({ value: a, label: t(`aggregations.${a}`) }))}
                data-testid="binding-aggregation"
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('fill')}
            validateStatus={tried && error === 'timeFill' ? 'error' : undefined}
            help={tried && error === 'timeFill' ? t('timeFill') : undefined}
          >
            <Select
              value={form.fill}
              onChange={(fill) => set({ fill })}
              options={REPORT_FILLS.map((f) => ({ value: f, label: t(`fills.${f}`) }))}
              data-testid="binding-fill"
            />
          </Form.Item>
          {form.fill === 'none' ? null : (
            <Form.Item label={t('direction')}>
              <Radio.Group
                value={form.direction}
                onChange={(e) => set({ direction: e.target.value as BindingForm['direction'] })}
                options={(['column', 'row'] as const).map((d) => ({ value: d, label: t(`directions.${d}`) }))}
              />
            </Form.Item>
          )}
        </div>
        {tried && error !== null ? (
          <Alert type="error" showIcon message={error === 'source' ? t('sourceRequired') : t('timeFill')} />
        ) : null}
      </Form>
    </Modal>
  );
}
