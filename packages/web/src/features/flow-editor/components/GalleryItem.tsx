import type { ReactNode } from 'react';
import { DRAG_KEY, type GalleryShape } from '../../../editor/flow/basic-shapes';

/** A palette item: dragged onto the canvas, it adds its pen where it is dropped. */
export function GalleryItem({ shape, label, children }: { shape: GalleryShape; label: string; children: ReactNode }) {
  return (
    <div
      className="flow-gallery-item"
      draggable
      title={label}
      data-testid={`gallery-${shape.key}`}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_KEY, JSON.stringify(shape.pen))}
    >
      <div className="flow-gallery-preview">{children}</div>
      <span className="flow-gallery-label">{label}</span>
    </div>
  );
}
