import { defineProject } from 'vitest/config';

export default defineProject({
  // Each test starts real servers: PostgreSQL from its binaries, Mosquitto, Redis.
  test: { name: 'scripts', include: ['*.test.mjs'], testTimeout: 60_000, hookTimeout: 60_000 },
});
