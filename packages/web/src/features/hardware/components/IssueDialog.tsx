import type { VariableRecord } from '@iot/contract';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { issueValue } from '../api';
import { DEVICES_NS } from '../i18n';

const NUMERIC = new Set(['int', 'float', 'double']);

/** Remote value issue (spec 4.7): a number, or on/off for switch_value; bytes are refused. */
export function IssueDialog({ variable, onClose }: { variable: VariableRecord; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const [value, setValue] = useState<string | number | null>(null);
  const [sending, setSending] = useState(false);
  const bytes = variable.dataType === 'bytes';
  const isSwitch = variable.dataType === 'switch_value' || variable.dataType === 'bool';

  const send = async () => {
    if (bytes || value === null || value === '') return;
    setSending(true);
    try {
      await issueValue(variable.deviceId, variable.id, String(value));
      showSuccess(t('issued'));
      onClose();
    } catch {
      // The client showed the server's reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('issueTitle', { name: variable.name })}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('issue')}
      cancelText={tc('common.cancel')}
      confirmLoading={sending}
      okButtonProps={{ disabled: bytes || value === null || value === '' }}
      data-testid="issue-dialog"
    >
      {bytes ? (
        <Alert type="error" showIcon title={t('issueBytes')} />
      ) : (
        <Form layout="vertical">
          {variable.expression ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('issueExpression', { expression: variable.expression })}
            />
          ) : null}
          <Form.Item label={t('issueValue')}>
            {isSwitch ? (
              <Radio.Group value={value} onChange={(e) => setValue(e.target.value as number)}>
                <Radio value={1}>{t('issueOn')}</Radio>
                <Radio value={0}>{t('issueOff')}</Radio>
              </Radio.Group>
            ) : NUMERIC.has(variable.dataType) ? (
              <InputNumber
                style={{ width: '100%' }}
                value={value as number | null}
                precision={variable.dataType === 'int' ? 0 : undefined}
                onChange={(next) => setValue(next)}
              />
            ) : (
              <Input value={(value as string | null) ?? ''} onChange={(e) => setValue(e.target.value)} />
            )}
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
