import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractEntry = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@iot/contract': contractEntry } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The contract's zod schemas serve the server: calls of `z` and the catalogue's `page` are pure, so
    // the schemas the console does not use stay out of its chunks.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'page'] } },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/admin/api': { target: server, changeOrigin: false },
      '/mqtt': { target: server, ws: true },
    },
  },
});
