// Console bundle figures: gzip size of what the login route loads, and of every chunk.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
/** What the server sends a browser: the build's brotli copy (small files go as they are). */
const onTheWire = (file: string) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`)
    ? fs.statSync(`${full}.br`).size
    : brotliCompressSync(fs.readFileSync(full)).length;
};

/** The files a chunk pulls in statically (what the browser must load before it runs). */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function benchBundle(): Promise<void> {
  console.log('\n== Console bundle ==');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log('packages/web/dist has no manifest: run `npm run build` first');
    return Promise.resolve();
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = (keys: Set<string>) =>
    new Set([...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const loginKey = Object.keys(manifest).find((k) => k.includes('features/login/LoginPage'));
  const loginFiles = files(new Set([...closure(manifest, entry), ...(loginKey ? closure(manifest, loginKey) : [])]));
  const loginBytes = [...loginFiles].reduce((sum, f) => sum + gzipped(f), 0);
  const loginWire = ['index.html', ...loginFiles].reduce((sum, f) => sum + onTheWire(f), 0);
  console.log(
    `login route on the wire (index.html, entry, login chunk and their static imports, brotli as served): ${kb(loginWire)} in ${loginFiles.size + 1} files (gzip of the scripts and styles: ${kb(loginBytes)})`,
  );
  const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const sizes = all.map((f) => ({ f, size: gzipped(`assets/${f}`) })).sort((a, b) => b.size - a.size);
  console.log(`all chunks: ${kb(sizes.reduce((s, x) => s + x.size, 0))} in ${sizes.length} files; largest:`);
  for (const { f, size } of sizes.slice(0, 8)) console.log(`  ${kb(size).padStart(9)}  ${f}`);
  return Promise.resolve();
}
