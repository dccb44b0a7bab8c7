import { uploadFlowImage } from '../../api/flows';

/** A `data:` URL as a Blob, read in place (a fetch of it would need `connect-src data:`). */
export function dataUrlBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** Uploads the canvas picture as the flow's thumbnail: its address, '' for an empty canvas, null when it failed. */
export async function uploadThumbnail(png: string | null): Promise<string | null> {
  if (!png) return '';
  try {
    return (await uploadFlowImage('uploadImage', dataUrlBlob(png), 'thumbnail.png')).url;
  } catch {
    return null;
  }
}
