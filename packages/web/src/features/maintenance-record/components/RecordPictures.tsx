import { UploadOutlined } from '@ant-design/icons';
import { ALARM_IMAGE_EXTENSIONS, type RecordImage } from '@iot/contract';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { ImageThumbs } from '../../../ui/ImageThumbs';
import { uploadPictures } from '../api';
import { RECORD_NS } from '../i18n';

/** Thumbnails with a shared preview, and an upload while the record is open. */
export function RecordPictures(props: {
  recordId: number;
  images: readonly RecordImage[];
  canUpload: boolean;
  onUploaded: () => void;
}) {
  const { t } = useTranslation(RECORD_NS);
  const [uploading, setUploading] = useState(false);
  return (
    <Space orientation="vertical" size={8}>
      {props.images.length === 0 && !props.canUpload ? (
        <Typography.Text type="secondary">{t('noPictures')}</Typography.Text>
      ) : null}
      <ImageThumbs images={props.images} size={88} testId="record-picture" />
      {props.canUpload ? (
        <Upload
          multiple
          showUploadList={false}
          accept={ALARM_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          beforeUpload={(file, list) => {
            // One call for the files picked together.
            if (file !== list[0]) return false;
            setUploading(true);
            uploadPictures(props.recordId, list)
              .then(() => {
                showSuccess(t('saved'));
                props.onUploaded();
              })
              .catch(() => undefined)
              .finally(() => setUploading(false));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid="record-upload">
            {t('upload')}
          </Button>
        </Upload>
      ) : null}
    </Space>
  );
}
