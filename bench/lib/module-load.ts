import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, WORK_FUNCTIONS } from './paths';
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

export function measureModuleLoad(runs = 7): ModuleLoad {
  const bundle = join(WORK_FUNCTIONS, 'lib', 'index.js');
  const samples: { total: number; modules: Record<string, number> }[] = [];
  for (let run = 0; run < runs; run++) {
    const out = execFileSync(process.execPath, ['-e', PROBE, bundle], {
      cwd: WORK_FUNCTIONS,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, FIRESTORE_EMULATOR_HOST: '127.0.0.1:1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' },
    });
    samples.push(JSON.parse(out.trim().split('\n').at(-1)!));
  }
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
