// Bundles the function with the shared contract (and zod) so the deployed package is self-contained;
// the Firebase SDKs and express stay as installed dependencies. The web app's server bundle (built by
// `npm run build -w web` into web/dist-server) is copied beside it, into lib/ssr/, for the ssr function.
// `node build.mjs <outfile>` writes the bundle elsewhere (the benchmark builds its own copy).
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const outfile = process.argv[2] ?? 'lib/index.js';
const webServerBuild = '../web/dist-server';
if (!existsSync(join(webServerBuild, 'render-page.mjs'))) {
  throw new Error(`${webServerBuild}/render-page.mjs is missing: build the web app first (npm run build -w web).`);
}

await build({
  entryPoints: ['src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  logLevel: 'warning',
});

const ssrDir = join(dirname(outfile), 'ssr');
rmSync(ssrDir, { recursive: true, force: true });
cpSync(webServerBuild, ssrDir, { recursive: true });
