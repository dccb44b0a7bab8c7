import { FLOW_COMPONENT_NAME_MAX } from '@iot/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import '../i18n-components';

/** Asks a user component's name (required, spec 5 '请输入名称'), to save a selection or to rename one. */
export function ComponentNameDialog({
  title,
  name,
  note,
  onOk,
  onCancel,
}: {
  title: string;
  name: string;
  note?: ReactNode;
  onOk: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { name: value } = await form.validateFields();
    setBusy(true);
    try {
      if (await onOk(value.trim())) onCancel();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name }}
        onFinish={() => void submit()}
        data-testid="component-name-form"
      >
        <Form.Item
          name="name"
          label={t('componentName')}
          rules={[
            { required: true, whitespace: true, message: t('namePlaceholder') },
            { max: FLOW_COMPONENT_NAME_MAX, message: t('componentNameMax', { max: FLOW_COMPONENT_NAME_MAX }) },
          ]}
        >
          <Input autoFocus placeholder={t('namePlaceholder')} data-testid="component-name" />
        </Form.Item>
      </Form>
      {note && <Alert type="info" showIcon title={note} />}
    </Modal>
  );
}
