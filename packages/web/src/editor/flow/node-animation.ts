import type { NodeAnimation } from '@iot/contract';

/** One key frame of the engine: a length in ms and where the pen is at its end (offsets, not places). */
export type EngineFrame = { duration: number } & Partial<
  Record<'x' | 'y' | 'rotate' | 'scale' | 'globalAlpha', number>
>;

/** How far a shake moves a pen, in canvas units. */
const SHAKE = 10;

/**
 * The engine's frames of a node animation preset, one cycle lasting `duration` ms. The document keeps the
 * preset (plain data); the frames are written when the flow opens and dropped when it is saved.
 */
export function animationFrames(kind: NodeAnimation, duration: number): EngineFrame[] {
  const quarter = Math.round(duration / 4);
  const half = Math.round(duration / 2);
  switch (kind) {
    case 'upDown':
      return [
        { duration: quarter, y: -SHAKE },
        { duration: half, y: SHAKE },
        { duration: duration - quarter - half, y: 0 },
      ];
    case 'leftRight':
      return [
        { duration: quarter, x: -SHAKE },
        { duration: half, x: SHAKE },
        { duration: duration - quarter - half, x: 0 },
      ];
    case 'heart':
      return [
        { duration: quarter, scale: 1.1 },
        { duration: duration - quarter, scale: 1 },
      ];
    case 'rotate':
      return [{ duration, rotate: 360 }];
    case 'flash':
      return [
        { duration: half, globalAlpha: 0.2 },
        { duration: duration - half, globalAlpha: 1 },
      ];
  }
}
