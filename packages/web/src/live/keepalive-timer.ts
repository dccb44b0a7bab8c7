import type { Timer } from 'mqtt';

let worker: Worker | null | undefined;
const callbacks = new Map<number, () => void>();
let nextId = 1;

/** The tab's one timer worker; null where workers cannot start (then the page's timers serve). */
function timerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./timer-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<number>) => callbacks.get(data)?.();
  } catch {
    worker = null;
  }
  return worker;
}

/** mqtt.js's keep-alive timer, run in a worker of this origin so that a background tab keeps pinging. */
export function keepaliveTimer(): Timer {
  const running = timerWorker();
  if (!running)
    return { set: (run, ms) => window.setInterval(run as () => void, ms), clear: (id) => window.clearInterval(id) };
  return {
    set(run, ms) {
      const id = nextId++;
      callbacks.set(id, run as () => void);
      running.postMessage({ set: { id, ms } });
      return id;
    },
    clear(id) {
      callbacks.delete(id);
      running.postMessage({ clear: id });
    },
  };
}
