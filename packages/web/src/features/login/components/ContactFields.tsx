import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Register with phone or e-mail" (logonType 0 phone, 1 e-mail) and the contact it applies to. */
export function ContactFields({ contactField }: { contactField: string }) {
  const { t } = useTranslation();
  const logonType = Form.useWatch<number | undefined>('logonType');
  return (
    <>
      <Form.Item name="logonType" label={t('login.logonType')} initialValue={0}>
        <Radio.Group
          options={[
            { value: 0, label: t('login.byPhone') },
            { value: 1, label: t('login.byEmail') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={contactField}
        label={logonType === 1 ? t('common.email') : t('common.phone')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Input />
      </Form.Item>
    </>
  );
}
