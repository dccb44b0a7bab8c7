import { ALARM_REMIND_MINUTES_MAX, ALARM_TYPES, FILTERING_DEVICE_MODEL } from '@iot/contract';
import { Col, Flex, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../api/feedback';
import { FormDialog } from '../../../ui/FormDialog';
import { saveAlarmConfig, useAlarmConfig, type AlarmTarget } from '../api';
import { configProblem, fromConfigForm, isSwitchTarget, toConfigForm, type AlarmConfigForm } from '../config-form';
import { ALARM_CONFIG_NS } from '../i18n';
import { FilteringFields, LimitFields, SwitchFields } from './RuleFields';

interface AlarmConfigDialogProps {
  target: AlarmTarget;
  onClose: () => void;
}

/** Loads the target's config (or starts a new one with the defaults); saving closes the dialog. */
export function AlarmConfigDialog({ target, onClose }: AlarmConfigDialogProps) {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  const [form] = Form.useForm<AlarmConfigForm>();
  const config = useAlarmConfig(target);
  const title = t('title', { name: target.name });

  if (config.isPending || config.isError) {
    // The client already showed why a load failed; the dialog can only be closed then.
    return <Modal open title={title} loading={config.isPending} footer={null} onCancel={onClose} />;
  }
  const stored = config.data;

  return (
    <FormDialog<AlarmConfigForm>
      title={title}
      form={form}
      width={620}
      initialValues={toConfigForm(stored)}
      onClose={onClose}
      onSubmit={async (values) => {
        const problem = configProblem(target, values);
        if (problem) {
          showWarning(t(problem));
          throw new Error(problem);
        }
        await saveAlarmConfig(fromConfigForm(target, stored?.id, values));
      }}
      onSaved={() => void config.refetch()}
    >
      <div data-testid="alarm-config-form">
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="type" label={t('type')}>
              <Select
                options={ALARM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                data-testid="alarm-config-type"
              />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="alertDesc" label={t('alertDesc')}>
              <Input maxLength={255} placeholder={t('alertDescHint')} data-testid="alarm-config-desc" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={32} wrap>
          <Form.Item name="enable" label={t('enable')} valuePropName="checked" layout="horizontal">
            <Switch data-testid="alarm-config-enable" />
          </Form.Item>
          <Form.Item name="saveRecord" label={t('saveRecord')} valuePropName="checked" layout="horizontal">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item name="remindMinutes" label={t('remindMinutes')} extra={t('remindHint')}>
          <InputNumber
            min={1}
            max={ALARM_REMIND_MINUTES_MAX}
            precision={0}
            suffix={t('minutes')}
            style={{ width: 200 }}
            data-testid="alarm-config-remind"
          />
        </Form.Item>
        <Form.Item name="alertLevelColorId" hidden>
          <InputNumber />
        </Form.Item>
        {isSwitchTarget(target) ? <SwitchFields /> : <LimitFields />}
        {target.modelName === FILTERING_DEVICE_MODEL ? <FilteringFields /> : null}
      </div>
    </FormDialog>
  );
}
