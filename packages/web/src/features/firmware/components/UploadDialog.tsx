import { UploadOutlined } from '@ant-design/icons';
import { FIRMWARE_MAX_BYTES } from '@iot/contract';
import { Button, Form, Input, Modal, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import { uploadFirmware, type FirmwareUploadFields } from '../api';
import { formatSize } from '../../../ui/format-size';
import { FIRMWARE_NS } from '../i18n';

const VERSION = /^[0-9A-Za-z._+-]{1,32}$/;
/** How long the full bar stays before it resets (spec visual-side 4.7). */
const RESET_MS = 1000;

interface UploadDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** Version, model and notes, then the file; the bar runs 1–99 while sending and shows 100 when stored. */
export function UploadDialog({ onClose, onSaved }: UploadDialogProps) {
  const { t } = useTranslation(FIRMWARE_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<FirmwareUploadFields>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!file) setFileError(t('fileRequired'));
    if (!values || !file) return;
    setSending(true);
    setProgress(1);
    try {
      await uploadFirmware({ ...values, publishContent: values.publishContent ?? '' }, file, (percent) =>
        setProgress(Math.min(99, Math.max(1, Math.floor(percent)))),
      );
      setProgress(100);
      showSuccess(t('uploaded'));
      onSaved();
      timer.current = setTimeout(() => {
        setProgress(0);
        onClose();
      }, RESET_MS);
    } catch (error) {
      setProgress(0);
      setSending(false);
      showError(error instanceof Error && error.message ? error.message : t('uploadFailed'));
    }
  };

  const choose = (chosen: File) => {
    if (chosen.size > FIRMWARE_MAX_BYTES) {
      setFileError(t('fileTooLarge', { size: formatSize(FIRMWARE_MAX_BYTES) }));
      setFile(null);
    } else {
      setFileError(null);
      setFile(chosen);
    }
    // Kept here and sent with the fields; antd does not upload it by itself.
    return false;
  };

  return (
    <Modal
      open
      title={t('upload')}
      onCancel={sending ? undefined : onClose}
      closable={!sending}
      onOk={() => void submit()}
      confirmLoading={sending}
      okText={tc('common.confirm')}
      cancelText={tc('common.cancel')}
      cancelButtonProps={{ disabled: sending }}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" initialValues={{ publishContent: '' }} preserve={false}>
        <Form.Item
          name="version"
          label={t('version')}
          rules={[
            { required: true, message: tc('common.required') },
            { pattern: VERSION, message: t('versionInvalid') },
          ]}
        >
          <Input placeholder="1.0.0" data-testid="firmware-version" />
        </Form.Item>
        <Form.Item
          name="modelName"
          label={t('modelName')}
          rules={[
            { required: true, whitespace: true, message: tc('common.required') },
            { max: 64, message: tc('common.tooLong', { max: 64 }) },
          ]}
        >
          <Input placeholder="is600" data-testid="firmware-model" />
        </Form.Item>
        <Form.Item
          name="publishContent"
          label={t('publishContent')}
          rules={[{ max: 2000, message: tc('common.tooLong', { max: 2000 }) }]}
        >
          <Input.TextArea rows={3} data-testid="firmware-content" />
        </Form.Item>
        <Form.Item
          label={t('file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? (file ? `${file.name} · ${formatSize(file.size)}` : undefined)}
        >
          <Upload beforeUpload={choose} showUploadList={false} maxCount={1} disabled={sending}>
            <Button icon={<UploadOutlined />} data-testid="firmware-file">
              {t('chooseFile')}
            </Button>
          </Upload>
        </Form.Item>
        {progress > 0 ? <Progress percent={progress} data-testid="firmware-progress" /> : null}
      </Form>
    </Modal>
  );
}
