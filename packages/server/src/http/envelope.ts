import type { Envelope } from '@iot/contract';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, data };
}
