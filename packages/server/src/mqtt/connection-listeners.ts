import type { FastifyBaseLogger } from 'fastify';

type ConnectionListener = (identity: string, online: boolean) => void;

/** Listeners of gateway online/offline events; one failing listener does not stop the others. */
export function createConnectionListeners(log: FastifyBaseLogger) {
  const listeners: ConnectionListener[] = [];
  return {
    add(listener: ConnectionListener): void {
      listeners.push(listener);
    },
    emit(identity: string, online: boolean): void {
      for (const listener of listeners) {
        try {
          listener(identity, online);
        } catch (error) {
          log.error({ err: error, identity }, 'gateway connection listener failed');
        }
      }
    },
  };
}
