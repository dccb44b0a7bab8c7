import { LineAnimateType, PenKind, PenType } from '@iot/contract';

type Point = { x: number; y: number };

/** Numbers each path command takes. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, A: 7, Q: 4, C: 6, S: 4, T: 2, Z: 0 };

/**
 * The polylines of a path's `d`, one per sub-path. Curves and arcs keep their end points only: the
 * centreline is where flow animates, and a pipe's bends are short.
 */
export function pathPolylines(d: string): Point[][] {
  const tokens = d.match(/[MLHVAQCSTZmlhvaqcstz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const lines: Point[][] = [];
  let current: Point = { x: 0, y: 0 };
  let start: Point = current;
  let line: Point[] = [];
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i += 1;
      if (command.toUpperCase() !== 'Z') continue;
    }
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const args = tokens.slice(i, i + ARITY[upper]!).map(Number);
    if (upper !== 'Z' && (args.length < ARITY[upper]! || args.some((n) => !Number.isFinite(n)))) break;
    i += ARITY[upper]!;
    const base = relative ? current : { x: 0, y: 0 };
    let next: Point;
    if (upper === 'Z') next = start;
    else if (upper === 'H') next = { x: (relative ? current.x : 0) + args[0]!, y: current.y };
    else if (upper === 'V') next = { x: current.x, y: (relative ? current.y : 0) + args[0]! };
    else next = { x: base.x + args[args.length - 2]!, y: base.y + args[args.length - 1]! };
    if (upper === 'M') {
      if (line.length > 1) lines.push(line);
      line = [next];
      start = next;
      // Coordinates after a move are line-tos.
      command = relative ? 'l' : 'L';
    } else line.push(next);
    current = next;
  }
  if (line.length > 1) lines.push(line);
  return lines;
}

/** The flow centrelines of a symbol (its `class="flow"` paths), as fractions of its view box. */
export function flowCentrelines(svg: string): Point[][] {
  const box = /viewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!box) return [];
  const [minX, minY, width, height] = box.slice(1).map(Number) as [number, number, number, number];
  if (!(width > 0 && height > 0)) return [];
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bclass="[^"]*\bflow\b/.test(tag));
  return paths.flatMap((tag) => {
    const d = /\bd="([^"]*)"/.exec(tag)?.[1] ?? '';
    return pathPolylines(d).map((line) => line.map((p) => ({ x: (p.x - minX) / width, y: (p.y - minY) / height })));
  });
}

/** The line animation the flow lines start with: water, blue, a middle speed, playing. */
export const FLOW_ANIMATION = { animateType: LineAnimateType.water, animateColor: '#1677ff', animateSpan: 3 } as const;

/**
 * Line pens along a symbol's centrelines, placed over the symbol pen's rectangle, for the engine to
 * animate: the line itself is not drawn, only its flow.
 */
export function flowLinePens(
  rect: { x: number; y: number; width: number; height: number },
  centrelines: readonly Point[][],
): Record<string, unknown>[] {
  const lineWidth = Math.max(2, Math.round(Math.min(rect.width, rect.height) / 10));
  return centrelines.map((line) => {
    const points = line.map((p) => ({ x: rect.x + p.x * rect.width, y: rect.y + p.y * rect.height }));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    const width = Math.max(...xs) - x;
    const height = Math.max(...ys) - y;
    return {
      name: PenKind.line,
      type: PenType.line,
      lineName: 'line',
      x,
      y,
      width,
      height,
      lineWidth,
      color: 'transparent',
      lineAnimateType: FLOW_ANIMATION.animateType,
      animateColor: FLOW_ANIMATION.animateColor,
      animateSpan: FLOW_ANIMATION.animateSpan,
      autoPlay: true,
      anchors: points.map((p, i) => ({
        id: String(i),
        x: width > 0 ? (p.x - x) / width : 0,
        y: height > 0 ? (p.y - y) / height : 0,
      })),
    };
  });
}
