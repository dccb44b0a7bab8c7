/**
 * What the console page holding `self` offers its frames under `property` (a monitoring wall's cells use
 * their page's live hub and frame pacer); null when `self` is not in a frame, or its page is of another
 * origin.
 */
export function offeredByParent<T>(self: Window, property: string): T | null {
  if (self.parent === self) return null;
  try {
    return (self.parent as unknown as Record<string, T | undefined>)[property] ?? null;
  } catch {
    // A page of another origin: its properties cannot be read.
    return null;
  }
}
