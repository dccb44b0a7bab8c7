import { Flex, Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { CodeButton } from './CodeButton';

interface CodeInputProps {
  /** The form field holding the phone or e-mail the code goes to. */
  contactField: NamePath;
  onRequest: (contact: string) => Promise<unknown>;
  name?: string;
  lockKey?: string;
  durationMs?: number;
}

/** A verification-code field with its send button (disabled while counting or without a contact). */
export function CodeInput({ contactField, onRequest, name = 'code', lockKey, durationMs }: CodeInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const contact = Form.useWatch(contactField, form) as string | undefined;
  return (
    <Form.Item label={t('common.code')} required>
      <Flex gap={8}>
        <Form.Item name={name} noStyle rules={[{ required: true, message: t('common.required') }]}>
          <Input placeholder={t('common.code')} maxLength={8} />
        </Form.Item>
        <CodeButton
          disabled={!contact?.trim()}
          onRequest={() => onRequest(contact ?? '')}
          lockKey={lockKey}
          durationMs={durationMs}
        />
      </Flex>
    </Form.Item>
  );
}
