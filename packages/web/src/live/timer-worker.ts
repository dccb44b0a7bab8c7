/**
 * Interval timers in a dedicated worker: a background tab throttles the page's own timers (to one run
 * a minute), which would starve the MQTT keep-alive. The worker is a file of this origin, so the
 * console's Content-Security-Policy (`script-src 'self'`) allows it; a worker made from a blob: URL
 * would need the policy weakened.
 */
interface TimerMessage {
  set?: { id: number; ms: number };
  clear?: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TimerMessage>) => void) | null;
  postMessage(message: number): void;
};
const running = new Map<number, ReturnType<typeof setInterval>>();

scope.onmessage = ({ data }) => {
  if (data.set) {
    const { id, ms } = data.set;
    running.set(
      id,
      setInterval(() => scope.postMessage(id), ms),
    );
  }
  if (data.clear !== undefined) {
    clearInterval(running.get(data.clear));
    running.delete(data.clear);
  }
};
