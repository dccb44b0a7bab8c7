import { inflateSync } from 'node:zlib';
import { FlowDocument } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { renderFlowThumbnail, THUMBNAIL } from './flow-thumbnail.js';

/** The RGB of a pixel of a PNG written by `encodePng` (8-bit RGB, filter 0 on every row). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const idat = png.indexOf('IDAT');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const at = y * (THUMBNAIL.width * 3 + 1) + 1 + x * 3;
  return [...rows.subarray(at, at + 3)];
}

describe('flow thumbnails', () => {
  it('draws the canvas colour and each pen, fitted into 320 × 180', () => {
    const doc = FlowDocument.parse({
      version: 1,
      canvas: { bkColor: '#0b1d33' },
      pens: [
        { id: 'left', name: 'rectangle', x: 0, y: 0, width: 100, height: 100, background: '#ff0000' },
        { id: 'right', name: 'circle', x: 200, y: 0, width: 100, height: 100, background: '#00ff00' },
        {
          id: 'pipe',
          name: 'line',
          type: 1,
          x: 0,
          y: 150,
          width: 300,
          height: 0,
          lineWidth: 10,
          color: '#0000ff',
          anchors: [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
          ],
        },
      ],
    });
    const png = renderFlowThumbnail(doc);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(180);
    // 300 × 155 fits by height: scale 164/155, centred.
    expect(pixel(png, 100, 40)).toEqual([255, 0, 0]);
    expect(pixel(png, 220, 40)).toEqual([0, 255, 0]);
    expect(pixel(png, 160, 166)).toEqual([0, 0, 255]);
    expect(pixel(png, 160, 40)).toEqual([11, 29, 51]);
    expect(pixel(png, 2, 2)).toEqual([11, 29, 51]);
  });

  it('draws an empty flow as its canvas', () => {
    const png = renderFlowThumbnail(FlowDocument.parse({ version: 1 }));
    expect(pixel(png, 160, 90)).toEqual([255, 255, 255]);
  });
});
