import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteComponentImage, flowKeys, useComponentImages } from '../../../api/flows';
import { showError } from '../../../api/feedback';
import { imageShape } from '../../../editor/flow/basic-shapes';
import { UploadButton } from '../../../ui/upload/UploadButton';
import { sendFlowImage } from '../api';
import { EDITOR_NS } from '../i18n';
import { GalleryItem } from './GalleryItem';

/** User component images are at most 30 MB (spec 5: "max size 30", unit not shown). */
const USER_IMAGE_MAX_MB = 30;

/** The user tab: the company's own pictures, read when the tab is first opened (spec 2.1). */
export function UserImages() {
  const { t } = useTranslation(EDITOR_NS);
  const client = useQueryClient();
  const images = useComponentImages(true);
  const refresh = () => client.invalidateQueries({ queryKey: flowKeys.componentImages });
  const remove = async (id: number) => {
    try {
      await deleteComponentImage(id);
      await refresh();
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : t('uploadFailed'));
    }
  };

  return (
    <div className="flow-user-images">
      <UploadButton
        send={sendFlowImage('uploadUserComponentImage')}
        onUploaded={() => void refresh()}
        maxMb={USER_IMAGE_MAX_MB}
        label={t('uploadImage')}
        testId="gallery-user-upload"
      />
      {images.isPending && <Spin size="small" />}
      {images.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <div className="flow-gallery-grid">
        {images.data?.map((image) => (
          <div key={image.id} className="flow-user-image">
            <GalleryItem shape={imageShape(`user-${image.id}`, image.url)} label={image.name}>
              <img src={image.url} alt="" />
            </GalleryItem>
            <Popconfirm title={t('deleteImageConfirm')} onConfirm={() => void remove(image.id)}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('deleteImage')} />
            </Popconfirm>
          </div>
        ))}
      </div>
    </div>
  );
}
