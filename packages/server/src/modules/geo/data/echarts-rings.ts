/** A [lng, lat] point of the map data. */
export type Point = [number, number];

/** echarts' compressed rings (UTF-8 zigzag deltas from an offset, in 1/1024 degree steps). */
export function decodeRing(text: string, offset: Point): Point[] {
  const ring: Point[] = [];
  let [x0, y0] = offset;
  for (let i = 0; i < text.length; i += 2) {
    let x = text.charCodeAt(i) - 64;
    let y = text.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x0 += x;
    y0 += y;
    ring.push([x0 / 1024, y0 / 1024]);
  }
  return ring;
}
