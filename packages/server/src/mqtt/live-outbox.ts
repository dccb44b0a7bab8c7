/** What the outbox needs of a connection: whether it takes more now, a write, and a wake-up. */
export interface OutboxSink {
  /** Connected, and the bytes queued on the socket are under the bound. */
  writable(): boolean;
  write(topic: string, payload: string | Buffer): void;
  /** Calls `resume` once when the sink may be writable again (socket drained, or reconnected). */
  whenWritable(resume: () => void): void;
}

export interface LiveOutboxStats {
  /** Live messages written to the socket. */
  sent: number;
  /** Live messages waiting for the socket. */
  queued: number;
  /** Replaced by a newer message on the same topic before they were sent (latest wins). */
  superseded: number;
  /** Refused because `maxTopics` topics were already waiting. */
  dropped: number;
}

/**
 * Bounded outbound queue for QoS 0 live messages (`device/...`, `message/...`). While the socket keeps
 * up, every message is written at once, in order, as the embedded broker delivers them. When it is
 * backed up, one message per topic waits: a live value is only worth its latest state, so a newer
 * message replaces a waiting one, and when `maxTopics` topics wait, new topics are dropped and
 * counted: memory stays bounded however slow the broker is.
 */
export function createLiveOutbox(sink: OutboxSink, maxTopics: number) {
  const waiting = new Map<string, string | Buffer>();
  const stats = { sent: 0, superseded: 0, dropped: 0 };
  let scheduled = false;
  let parked = false;

  function pump(): void {
    scheduled = false;
    for (const [topic, payload] of waiting) {
      if (!sink.writable()) {
        park();
        return;
      }
      waiting.delete(topic);
      sink.write(topic, payload);
      stats.sent += 1;
    }
  }

  function park(): void {
    if (parked) return;
    parked = true;
    sink.whenWritable(() => {
      parked = false;
      schedule();
    });
  }

  function schedule(): void {
    if (scheduled || parked || waiting.size === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  function offer(topic: string, payload: string | Buffer): void {
    if (waiting.size === 0 && !parked && sink.writable()) {
      sink.write(topic, payload);
      stats.sent += 1;
      return;
    }
    if (waiting.has(topic)) stats.superseded += 1;
    else if (waiting.size >= maxTopics) {
      stats.dropped += 1;
      return;
    }
    waiting.set(topic, payload);
    schedule();
  }

  return {
    offer,
    stats: (): LiveOutboxStats => ({ ...stats, queued: waiting.size }),
    /** Forgets what waits (the connection is closing). */
    clear: () => waiting.clear(),
  };
}
export type LiveOutbox = ReturnType<typeof createLiveOutbox>;
