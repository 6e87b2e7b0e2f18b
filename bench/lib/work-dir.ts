import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT, WORK, WORK_FUNCTIONS, WORK_PUBLIC } from './paths';

/**
 * The bench's own project folder for the emulators: the production build of the function and of the web
 * app, built straight into it (so nobody's rebuild of web/dist or functions/lib during the run changes what
 * is measured), and the project's firebase.json with Hosting and Functions pointed at those builds. Ports
 * and everything else stay the project's. `build: false` copies the existing builds instead.
 */
export function prepareWorkDir({ build }: { build: boolean }): string {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(join(WORK_FUNCTIONS, 'lib'), { recursive: true });
  if (build) {
    console.log('Building the function and the web app (production builds)...');
    execFileSync(process.execPath, ['build.mjs', join(WORK_FUNCTIONS, 'lib', 'index.js')], { cwd: join(ROOT, 'functions'), stdio: 'inherit' });
    // Vite is the web workspace's dependency: resolved from there, wherever npm installed it.
    const vite = join(dirname(createRequire(join(ROOT, 'web', 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
    execFileSync(process.execPath, [vite, 'build', '--outDir', WORK_PUBLIC, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(ROOT, 'web'),
      stdio: 'inherit',
    });
  } else {
    cpSync(join(ROOT, 'functions', 'lib'), join(WORK_FUNCTIONS, 'lib'), { recursive: true });
    cpSync(join(ROOT, 'web', 'dist'), WORK_PUBLIC, { recursive: true });
  }
  cpSync(join(ROOT, 'functions', 'package.json'), join(WORK_FUNCTIONS, 'package.json'));
  for (const file of ['firestore.rules', 'firestore.indexes.json', '.firebaserc']) cpSync(join(ROOT, file), join(WORK, file));

  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.hosting.public = 'web-dist';
  config.functions = config.functions.map((codebase: Record<string, unknown>) => ({ ...codebase, source: 'functions', predeploy: [] }));
  const configPath = join(WORK, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}
