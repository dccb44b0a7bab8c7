import type { FirmwareRecord } from '@iot/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { updateFirmware } from '../api';
import { FIRMWARE_NS } from '../i18n';

interface EditDialogProps {
  firmware: FirmwareRecord;
  onClose: () => void;
  onSaved: () => void;
}

/** The release notes are the one field of a version that changes after upload. */
export function EditDialog({ firmware, onClose, onSaved }: EditDialogProps) {
  const { t } = useTranslation(FIRMWARE_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<{ publishContent: string }>();
  return (
    <FormDialog<{ publishContent: string }>
      title={t('edit', { version: firmware.version })}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => updateFirmware({ id: firmware.id, publishContent: values.publishContent ?? '' })}
      initialValues={{ publishContent: firmware.publishContent }}
    >
      <Form.Item
        name="publishContent"
        label={t('publishContent')}
        rules={[{ max: 2000, message: tc('common.tooLong', { max: 2000 }) }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
}
