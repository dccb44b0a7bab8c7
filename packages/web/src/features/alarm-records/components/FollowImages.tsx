import type { AlarmFollowImage } from '@iot/contract';
import { Image, Space } from 'antd';

/** Thumbnails with a shared preview; the server signs each image address for the caller who listed it. */
export function FollowImages({ images }: { images: readonly AlarmFollowImage[] }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {images.map((image) => (
          <Image
            key={image.id}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            src={image.url}
            alt={image.fileName}
            data-testid="follow-image"
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
