import { IMAGE_MIME, sniffImage } from '../../storage/sniff.js';

export type FlowFileType = 'png' | 'jpeg' | 'gif' | 'svg';
export const FLOW_FILE_MIME: Record<FlowFileType, string> = {
  png: IMAGE_MIME.png,
  jpeg: IMAGE_MIME.jpeg,
  gif: IMAGE_MIME.gif,
  svg: 'image/svg+xml',
};
export const FLOW_FILE_EXTENSION: Record<FlowFileType, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', svg: 'svg' };

const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;
// Anything that runs, embeds a document or reaches outside the file: such an SVG is refused, not edited.
const SVG_ACTIVE =
  /<script|<foreignObject|<iframe|<embed|<object|<handler|<listener|\son[a-z]+\s*=|javascript:|vbscript:|data:text|<!ENTITY|(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif);)[^\s"'>]/i;

/** The file's type from its bytes: png, jpeg or gif by signature, svg by its markup. */
export function sniffFlowFile(bytes: Buffer): FlowFileType | 'unsafe-svg' | null {
  const image = sniffImage(bytes);
  if (image === 'png' || image === 'jpeg' || image === 'gif') return image;
  if (image) return null;
  const text = bytes.toString('utf8');
  if (!SVG_START.test(text)) return null;
  return SVG_ACTIVE.test(text) ? 'unsafe-svg' : 'svg';
}
