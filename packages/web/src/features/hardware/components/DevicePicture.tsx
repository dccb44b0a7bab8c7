import { DeleteOutlined } from '@ant-design/icons';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB, type DeviceDetail } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import '../../../ui/upload/i18n';
import { UploadButton } from '../../../ui/upload/UploadButton';
import { removeDevicePicture, uploadDevicePicture } from '../api';
import { DEVICES_NS } from '../i18n';

/** The device's picture (also shown in the map popup), replaced or removed with the hardware update button. */
export function DevicePicture({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation(DEVICES_NS);
  const queryClient = useQueryClient();
  const canChange = useButtonPermission('equipIndex', 'update');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['device', device.id] });

  return (
    <Card size="small" title={t('picture')} data-testid="device-picture">
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        {device.pictureUrl ? (
          <Image
            src={device.pictureUrl}
            alt={device.name}
            style={{ maxWidth: 320, maxHeight: 240, objectFit: 'contain' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noPicture')} />
        )}
        {canChange ? (
          <Space>
            <UploadButton
              send={(file, onProgress) => uploadDevicePicture(device.id, file, onProgress)}
              onUploaded={refresh}
              extensions={PICTURE_EXTENSIONS}
              maxMb={PICTURE_MAX_MB}
              label={t('uploadPicture')}
              testId="device-picture-upload"
            />
            {device.pictureUrl ? (
              <Popconfirm
                title={t('removePictureAsk')}
                onConfirm={() => void removeDevicePicture(device.id).then(refresh)}
              >
                <Button danger icon={<DeleteOutlined />}>
                  {t('removePicture')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}
