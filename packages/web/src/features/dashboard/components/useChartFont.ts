import { useState } from 'react';

/** The page's font, for the canvas texts of the charts. */
export function useChartFont(): string {
  const [font] = useState(() => getComputedStyle(document.body).fontFamily);
  return font;
}
