import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, for the server to send. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const contractEntry = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
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
