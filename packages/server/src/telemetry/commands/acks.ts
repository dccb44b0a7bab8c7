import { z } from 'zod';

/** A gateway's answer on `gw/{identity}/ack` (docs/protocol.md §2). */
const Ack = z.object({
  id: z.string().min(1).max(64),
  ok: z.boolean().optional(),
  error: z.string().max(500).optional(),
  result: z.number().int().min(0).max(3).optional(),
});
export type Ack = z.output<typeof Ack>;

/** The ack in a payload, or undefined when it is not one. */
export function parseAck(payload: Buffer): Ack | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = Ack.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

interface Waiter {
  identity: string;
  settle(ack: Ack | undefined): void;
}

/** Commands waiting for their ack in this process, by command id. */
export function createAckWaiters() {
  const waiting = new Map<string, Waiter>();

  /** Resolves with the ack, or undefined when none came within `timeoutMs` (or the waiters closed). */
  function wait(id: string, identity: string, timeoutMs: number): Promise<Ack | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(undefined), timeoutMs);
      const settle = (ack: Ack | undefined) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(ack);
      };
      waiting.set(id, { identity, settle });
    });
  }

  /** Hands an ack to its waiter; false when nobody here waits for it from that gateway. */
  function deliver(identity: string, ack: Ack): boolean {
    const waiter = waiting.get(ack.id);
    if (!waiter || waiter.identity !== identity) return false;
    waiter.settle(ack);
    return true;
  }

  /** Stops waiting for a command that was never sent. */
  function cancel(id: string): void {
    waiting.get(id)?.settle(undefined);
  }

  function close(): void {
    for (const waiter of [...waiting.values()]) waiter.settle(undefined);
  }

  return { wait, deliver, cancel, close };
}
export type AckWaiters = ReturnType<typeof createAckWaiters>;
