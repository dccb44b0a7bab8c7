import { Modal } from 'antd';

/** A flow chart or a camera of a marker, in a frame of its own page (one engine or player per frame). */
export function FrameDialog({ title, src, onClose }: { title: string; src: string; onClose: () => void }) {
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width="80vw" centered destroyOnHidden>
      <iframe title={title} src={src} className="device-map-frame" data-testid="device-map-frame" />
    </Modal>
  );
}
