import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The console's pure modules (no DOM, no canvas): screens are tested in Chromium by e2e. */
export default defineProject({
  resolve: { alias: { '@iot/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) } },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
