/** The spec's default upload extensions (core-platform 5, 9). */
export const DEFAULT_EXTENSIONS = ['jpg', 'jpeg', 'svg', 'png', 'gif'] as const;

export const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

/** Why a chosen file is refused before it is sent: its extension, or its size over `maxMb`. */
export function refusal(file: { name: string; size: number }, extensions: readonly string[], maxMb: number) {
  if (!extensions.includes(extensionOf(file.name))) return 'badFormat' as const;
  if (file.size > maxMb * 1024 * 1024) return 'tooLarge' as const;
  return null;
}

/** Progress while sending runs 1 to 99; 100 only once the server has stored the file. */
export const sendingPercent = (percent: number) => Math.min(99, Math.max(1, Math.floor(percent)));
