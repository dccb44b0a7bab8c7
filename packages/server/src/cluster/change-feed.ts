type Listener<T> = (event: T) => void | Promise<void>;

/**
 * A service's change notices (a device's settings, an alarm config, a custom data item, a trigger, a
 * maintenance plan, a revoked session). Listeners in this process hear every change; a change made
 * here is also forwarded to the other processes, whose copies are applied to their listeners only.
 */
export function createChangeFeed<T>() {
  const listeners = new Set<Listener<T>>();
  let forwardTo: ((event: T) => void) | null = null;

  async function apply(event: T): Promise<void> {
    // Listeners may answer a promise (an alarm rule reloads before its save answers) or nothing.
    await Promise.all([...listeners].map((listener) => Promise.resolve(listener(event))));
  }

  return {
    listen(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A change made in this process: its listeners, and the other processes. */
    async emit(event: T): Promise<void> {
      forwardTo?.(event);
      await apply(event);
    },
    /** A change another process made: this process's listeners only. */
    apply,
    /** Where changes made here go besides the local listeners (the cluster relay). */
    forward(to: (event: T) => void): void {
      forwardTo = to;
    },
  };
}
export type ChangeFeed<T> = ReturnType<typeof createChangeFeed<T>>;
