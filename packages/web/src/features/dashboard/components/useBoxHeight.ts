import { useEffect, useState, type RefObject } from 'react';

/** The element's height, kept as it resizes (a virtual table needs its scroll height in pixels). */
export function useBoxHeight(box: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The observer reports the first size as soon as it observes.
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return height;
}
