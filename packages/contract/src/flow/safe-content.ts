/**
 * What of a flow may reach the engine or the page: addresses that only navigate or load (http, https,
 * a path of this site, an inline raster image), and text without markup. Everything else is dropped,
 * never "fixed": a flow is user content other people of the company open.
 */

const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
// Control characters and whitespace inside a scheme ("java\tscript:") are ignored by browsers.
// eslint-disable-next-line no-control-regex -- matching them is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/g;

/** An http(s) address, or a path of this site (not `//host`, which leaves it). */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  const compact = url.replace(INVISIBLE, '').toLowerCase();
  return compact.startsWith('http://') || compact.startsWith('https://');
}

/** An image address: a safe URL, or an inline png, jpeg, gif or webp (what the editor's upload gives). */
export function isSafeImageUrl(value: string): boolean {
  return isSafeUrl(value) || RASTER_DATA_URL.test(value.trim());
}

const TAG = /<\/?[A-Za-z][^>]*>/g;
const SCRIPT_BLOCK = /<(script|style|iframe|object|embed)\b[\s\S]*?<\/\1\s*>/gi;
// A link or image: its label, its address (one level of parentheses inside it), an optional title.
const MARKDOWN_LINK = /!?\[([^\]]*)\]\(((?:[^()\s]|\([^()]*\))*)[^)]*\)/g;

/**
 * Pen text: canvas text never needs markup, so tags go (with the content of script-like blocks), and
 * markdown links keep their label but lose an address that is not safe.
 */
export function plainText(value: string): string {
  const untagged = value.replace(SCRIPT_BLOCK, '').replace(TAG, '');
  return untagged.replace(MARKDOWN_LINK, (whole, label: string, url: string) => (isSafeUrl(url) ? whole : label));
}

const FUNCTION_SOURCE = /^\s*(async\s+)?(function\b|\([^)]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/;

/** A string that reads as a function's source: some engines and chart libraries would revive it. */
export function looksLikeCode(value: string): boolean {
  return FUNCTION_SOURCE.test(value);
}
