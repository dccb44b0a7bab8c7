import { Image, Space } from 'antd';

/** Thumbnails with a shared preview; the server signs each image address for the caller who listed it. */
export function ImageThumbs(props: {
  images: readonly { id: number; url: string; fileName: string }[];
  size?: number;
  testId: string;
}) {
  if (props.images.length === 0) return null;
  const size = props.size ?? 72;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {props.images.map((image) => (
          <Image
            key={image.id}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            src={image.url}
            alt={image.fileName}
            data-testid={props.testId}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
