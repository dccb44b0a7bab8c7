import { describe, expect, it } from 'vitest';
import { dataUrlBlob } from './thumbnail';

describe('thumbnail', () => {
  it('reads a data URL into a Blob of its type and bytes', async () => {
    const blob = dataUrlBlob(`data:image/png;base64,${btoa('\x89PNG')}`);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
