import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverMain = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
export const webDist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
