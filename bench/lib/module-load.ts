import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, WORK_FUNCTIONS, WORK_SSR } from './paths';
import { median, round } from './stats';

/**
 * Loads the function's bundle in a fresh Node process, as an instance does when it starts, and times the
 * whole require and each module the bundle requires at its top level (inclusive of what those load).
 */
const PROBE = `
const Module = require('node:module');
const bundle = require.resolve(process.argv[1]);
const modules = {};
const load = Module._load;
Module._load = function (request, parent) {
  if (parent && parent.filename === bundle) {
    const start = performance.now();
    try { return load.apply(this, arguments); } finally { modules[request] = (modules[request] ?? 0) + performance.now() - start; }
  }
  return load.apply(this, arguments);
};
const start = performance.now();
require(bundle);
console.log(JSON.stringify({ total: performance.now() - start, modules }));
`;

export interface ModuleLoad {
  runs: number;
  /** Median ms to require the bundle. */
  loadMs: number;
  /** Median ms of each top-level require, slowest first. */
  modules: Record<string, number>;
  /** The rest: the bundle's own top-level code, SDK set-up included (median). */
  ownMs: number;
  bundleKiB: number;
}

/** Runs a probe in a fresh Node process, in the function's folder and environment; its last line of output is JSON. */
function probe<T>(args: string[]): T {
  const out = execFileSync(process.execPath, args, {
    cwd: WORK_FUNCTIONS,
    encoding: 'utf8',
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, FIRESTORE_EMULATOR_HOST: '127.0.0.1:1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

export function measureModuleLoad(runs = 7): ModuleLoad {
  const bundle = join(WORK_FUNCTIONS, 'lib', 'index.js');
  const samples: { total: number; modules: Record<string, number> }[] = [];
  for (let run = 0; run < runs; run++) samples.push(probe(['-e', PROBE, bundle]));
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.modules)))];
  const modules = Object.fromEntries(
    names
      .map((name) => [name, round(median(samples.map((sample) => sample.modules[name] ?? 0)), 1)] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  return {
    runs,
    loadMs: round(median(samples.map((sample) => sample.total))),
    modules,
    ownMs: round(median(samples.map((sample) => sample.total - Object.values(sample.modules).reduce((sum, ms) => sum + ms, 0)))),
    bundleKiB: round(statSync(bundle).size / 1024, 1),
  };
}

/**
 * Loads the web app's server bundle in a fresh Node process as the ssr function does on its first page
 * (functions/src/ssr/page-function.ts): `import()` of render-page.mjs, then `createPageRenderer` with the page
 * template and the browser build's manifest read from lib/ssr/. No page is rendered, so `readApi` is never
 * called (the probe fails if it is). The pages' own chunks (chunks/) load on their first render, which the
 * emulator run's first page answer includes.
 */
const RENDERER_PROBE = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const dir = process.argv[1];
const start = performance.now();
const { createPageRenderer } = await import(pathToFileURL(join(dir, 'render-page.mjs')).href);
const imported = performance.now();
let apiCalls = 0;
createPageRenderer({
  template: readFileSync(join(dir, 'template.html'), 'utf8'),
  manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')),
  readApi: async () => { apiCalls++; throw new Error('the load probe renders no page'); },
});
const end = performance.now();
if (apiCalls) throw new Error('createPageRenderer called readApi');
console.log(JSON.stringify({ total: end - start, importMs: imported - start, createMs: end - imported }));
`;

export interface RendererLoad {
  runs: number;
  /** Median ms of the import and createPageRenderer together. */
  loadMs: number;
  /** Medians of each part. */
  importMs: number;
  createMs: number;
  /** render-page.mjs with its chunks/ folder. */
  bundleKiB: number;
  /** render-page.mjs alone. */
  entryKiB: number;
  chunks: number;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

export function measureRendererLoad(runs = 7): RendererLoad {
  const samples: { total: number; importMs: number; createMs: number }[] = [];
  for (let run = 0; run < runs; run++) samples.push(probe(['--input-type=module', '-e', RENDERER_PROBE, WORK_SSR]));
  const entry = statSync(join(WORK_SSR, 'render-page.mjs')).size;
  const chunks = filesUnder(join(WORK_SSR, 'chunks'));
  return {
    runs,
    loadMs: round(median(samples.map((sample) => sample.total))),
    importMs: round(median(samples.map((sample) => sample.importMs))),
    createMs: round(median(samples.map((sample) => sample.createMs)), 1),
    bundleKiB: round((entry + chunks.reduce((sum, file) => sum + statSync(file).size, 0)) / 1024, 1),
    entryKiB: round(entry / 1024, 1),
    chunks: chunks.length,
  };
}
