import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK } from './paths';

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
 *
 * `root` is the checkout to take the build from (another commit's worktree for `--against`) and `work` the copy's
 * folder, inside that checkout's node_modules so the function resolves that checkout's packages.
 */
export function prepareWorkDir({ build, root = ROOT, work = WORK }: { build: boolean; root?: string; work?: string }): string {
  const workFunctions = join(work, 'functions');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(workFunctions, { recursive: true });
  if (build) {
    console.log(`Building the web app, then the function with its server bundle (npm run build in ${root})...`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  cpSync(join(root, 'functions', 'lib'), join(workFunctions, 'lib'), { recursive: true });
  cpSync(join(root, 'web', 'dist'), join(work, 'web-dist'), { recursive: true });
  checkBuild(work);
  cpSync(join(root, 'functions', 'package.json'), join(workFunctions, 'package.json'));
  for (const file of ['firestore.rules', 'firestore.indexes.json', '.firebaserc']) cpSync(join(root, file), join(work, file));

  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  config.hosting.public = 'web-dist';
  config.functions = config.functions.map((codebase: Record<string, unknown>) => ({ ...codebase, source: 'functions', predeploy: [] }));
  const configPath = join(work, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}

/**
 * The copy is one build: the function (lib/index.js) finds the server bundle beside it in lib/ssr/, the browser
 * build has no index.html (Hosting would serve it at / instead of rewriting to the ssr function), and the
 * template's scripts are files of this browser build (with --no-build, functions/lib may be older than web/dist).
 */
function checkBuild(work: string) {
  const functions = join(work, 'functions');
  const ssr = join(functions, 'lib', 'ssr');
  const publicDir = join(work, 'web-dist');
  const rebuild = 'run npm run build (web, then functions), or the bench without --no-build';
  for (const file of [join(functions, 'lib', 'index.js'), ...['render-page.mjs', 'template.html', 'manifest.json'].map((name) => join(ssr, name))]) {
    if (!existsSync(file)) throw new Error(`The function build has no ${file.slice(functions.length + 1)}: ${rebuild}.`);
  }
  if (existsSync(join(publicDir, 'index.html'))) {
    throw new Error(`web/dist has an index.html (a build from before server rendering): ${rebuild}.`);
  }
  const template = readFileSync(join(ssr, 'template.html'), 'utf8');
  for (const [, file] of template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!existsSync(join(publicDir, file!))) throw new Error(`The server's page template names /${file}, which web/dist lacks: ${rebuild}.`);
  }
}
