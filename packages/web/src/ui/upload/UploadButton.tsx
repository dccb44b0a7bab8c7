import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { showError, showSuccess, showWarning } from '../../api/feedback';
import { UPLOAD_NS } from './i18n';
import { DEFAULT_EXTENSIONS, refusal, sendingPercent } from './upload-rules';

/** How long the full bar stays before it resets (visual-side 4.7). */
const RESET_MS = 1000;

interface UploadButtonProps<T> {
  /** Sends the file, reporting progress 0–100; resolves once stored. */
  send: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  onUploaded?: (result: T) => void;
  extensions?: readonly string[];
  maxMb: number;
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/**
 * The console's one upload control: checks extension and size first ("please check the format!",
 * "file too large: <=N MB"), shows progress 1–99 while sending and 100 once stored, then resets after
 * a second; a failure shows the server's message or "upload failed".
 */
export function UploadButton<T>({
  send,
  onUploaded,
  extensions = DEFAULT_EXTENSIONS,
  maxMb,
  label,
  disabled,
  testId,
}: UploadButtonProps<T>) {
  const { t } = useTranslation(UPLOAD_NS);
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState<'active' | 'success' | 'exception'>('active');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resetSoon = () => {
    timer.current = setTimeout(() => {
      setPercent(0);
      setStatus('active');
    }, RESET_MS);
  };

  const upload = async (file: File) => {
    const refused = refusal(file, extensions, maxMb);
    if (refused) {
      showWarning(t(refused, { size: maxMb }));
      return;
    }
    clearTimeout(timer.current);
    setStatus('active');
    setPercent(1);
    try {
      const result = await send(file, (p) => setPercent(sendingPercent(p)));
      setPercent(100);
      setStatus('success');
      showSuccess(t('uploaded'));
      onUploaded?.(result);
    } catch (error) {
      setStatus('exception');
      showError(error instanceof ApiError && error.message ? error.message : t('failed'));
    }
    resetSoon();
  };

  return (
    <Space orientation="vertical" size={4}>
      <Upload
        accept={extensions.map((ext) => `.${ext}`).join(',')}
        showUploadList={false}
        disabled={disabled || (percent > 0 && status === 'active')}
        beforeUpload={(file) => {
          void upload(file);
          // Sent by `send` above; antd does not upload it by itself.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} data-testid={testId}>
          {label}
        </Button>
      </Upload>
      {percent > 0 ? (
        <Progress percent={percent} status={status} size="small" style={{ width: 200 }} data-testid="upload-progress" />
      ) : null}
    </Space>
  );
}
