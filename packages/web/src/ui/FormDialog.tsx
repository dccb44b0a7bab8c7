import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../api/feedback';

interface FormDialogProps<T> {
  title: ReactNode;
  form: FormInstance<T>;
  onClose: () => void;
  /** Called after a successful submit, before the dialog closes. */
  onSaved?: () => void;
  /** Resolves when saved; the dialog then shows the success text and closes. */
  onSubmit: (values: T) => Promise<unknown>;
  initialValues?: Partial<T>;
  okText?: ReactNode;
  width?: number;
  children: ReactNode;
}

/** A modal form: validate, submit, show success and close; failures keep it open (the client shows why). */
export function FormDialog<T extends object>({
  title,
  form,
  onClose,
  onSaved,
  onSubmit,
  initialValues,
  okText,
  width = 480,
  children,
}: FormDialogProps<T>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      showSuccess(t('common.success'));
      onSaved?.();
      onClose();
    } catch {
      // The API client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
