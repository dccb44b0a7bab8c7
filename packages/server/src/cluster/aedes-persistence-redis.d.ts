/** aedes-persistence-redis ships no types: the factory aedes takes as its `persistence`. */
declare module 'aedes-persistence-redis' {
  import type { Redis } from 'ioredis';
  export default function createPersistence(options: { conn: Redis }): unknown;
}
