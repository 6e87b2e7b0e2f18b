import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK, WORK_FUNCTIONS, WORK_PUBLIC, WORK_SSR } from './paths';

/**
 * The bench's own project folder for the emulators: a copy of the production build of the function and of
 * the web app (so nobody's rebuild of web/dist or functions/lib during the run changes what is measured), and
 * the project's firebase.json with Hosting and Functions pointed at that copy. Ports and everything else stay
 * the project's.
 *
 * `build: true` runs the repository's own `npm run build` first, then copies, as `build: false` copies what is
 * already built. The build is no longer one step per workspace that could be pointed at another folder: the
 * web app builds its server bundle into web/dist-server, then the browser build (whose hashed file names the
 * server's page template names) moves its index.html there as template.html with the manifest, and the
 * function's build copies web/dist-server into functions/lib/ssr/, where the ssr function loads it. Running
 * that recipe rather than a copy of it keeps the bench measuring what `npm run build` and a deploy produce.
 * The price: the builds land in web/dist, web/dist-server and functions/lib before they are copied.
 */
export function prepareWorkDir({ build }: { build: boolean }): string {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK_FUNCTIONS, { recursive: true });
  if (build) {
    console.log('Building the web app, then the function with its server bundle (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  cpSync(join(ROOT, 'functions', 'lib'), join(WORK_FUNCTIONS, 'lib'), { recursive: true });
  cpSync(join(ROOT, 'web', 'dist'), WORK_PUBLIC, { recursive: true });
  checkBuild();
  cpSync(join(ROOT, 'functions', 'package.json'), join(WORK_FUNCTIONS, 'package.json'));
  for (const file of ['firestore.rules', 'firestore.indexes.json', '.firebaserc']) cpSync(join(ROOT, file), join(WORK, file));

  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.hosting.public = 'web-dist';
  config.functions = config.functions.map((codebase: Record<string, unknown>) => ({ ...codebase, source: 'functions', predeploy: [] }));
  const configPath = join(WORK, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}

/**
 * The copy is one build: the function (lib/index.js) finds the server bundle beside it in lib/ssr/, the browser
 * build has no index.html (Hosting would serve it at / instead of rewriting to the ssr function), and the
 * template's scripts are files of this browser build (with --no-build, functions/lib may be older than web/dist).
 */
function checkBuild() {
  const rebuild = 'run npm run build (web, then functions), or the bench without --no-build';
  for (const file of [join(WORK_FUNCTIONS, 'lib', 'index.js'), ...['render-page.mjs', 'template.html', 'manifest.json'].map((name) => join(WORK_SSR, name))]) {
    if (!existsSync(file)) throw new Error(`The function build has no ${file.slice(WORK_FUNCTIONS.length + 1)}: ${rebuild}.`);
  }
  if (existsSync(join(WORK_PUBLIC, 'index.html'))) {
    throw new Error(`web/dist has an index.html (a build from before server rendering): ${rebuild}.`);
  }
  const template = readFileSync(join(WORK_SSR, 'template.html'), 'utf8');
  for (const [, file] of template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!existsSync(join(WORK_PUBLIC, file!))) throw new Error(`The server's page template names /${file}, which web/dist lacks: ${rebuild}.`);
  }
}
