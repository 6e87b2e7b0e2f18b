// Bundles the function with the shared contract (and zod) so the deployed package is self-contained;
// the Firebase SDKs and express stay as installed dependencies.
// `node build.mjs <outfile>` writes the bundle elsewhere (the benchmark builds its own copy).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: process.argv[2] ?? 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  logLevel: 'warning',
});
