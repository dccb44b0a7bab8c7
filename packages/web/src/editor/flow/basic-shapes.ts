import { PenKind, PenType } from '@iot/contract';

/** A gallery item: what the palette shows and the pen a drop on the canvas adds. */
export interface GalleryShape {
  key: string;
  /** The pen as the engine adds it (the engine gives it an id and places it where it was dropped). */
  pen: Record<string, unknown>;
}

const node = (name: string, width: number, height: number, extra: Record<string, unknown> = {}) => ({
  name,
  type: PenType.node,
  width,
  height,
  lineWidth: 1,
  color: '#1677ff',
  ...extra,
});

/** The basic shapes of the gallery (spec 2.1). */
export const BASIC_SHAPES: readonly GalleryShape[] = [
  { key: 'rectangle', pen: node(PenKind.rectangle, 120, 60, { background: '#e6f4ff', borderRadius: 0 }) },
  { key: 'square', pen: node(PenKind.square, 80, 80, { background: '#e6f4ff' }) },
  { key: 'circle', pen: node(PenKind.circle, 80, 80, { background: '#e6f4ff' }) },
  { key: 'triangle', pen: node(PenKind.triangle, 80, 80, { background: '#e6f4ff' }) },
  { key: 'diamond', pen: node(PenKind.diamond, 80, 80, { background: '#e6f4ff' }) },
  { key: 'text', pen: { name: PenKind.text, type: PenType.node, width: 120, height: 40, text: 'Text', fontSize: 16 } },
  {
    key: 'line',
    pen: {
      name: PenKind.line,
      type: PenType.line,
      lineName: 'line',
      toArrow: 'triangleSolid',
      width: 120,
      height: 0,
      lineWidth: 2,
      color: '#1677ff',
      anchors: [
        { id: '0', x: 0, y: 0.5 },
        { id: '1', x: 1, y: 0.5 },
      ],
    },
  },
];

/** An image pen for a picture of the system or user library. */
export const imageShape = (key: string, url: string): GalleryShape => ({
  key,
  pen: { name: PenKind.image, type: PenType.node, width: 100, height: 100, image: url },
});

/** The key the engine reads a palette drag from (EDITOR-NOTES). */
export const DRAG_KEY = 'Meta2d';
