/**
 * Which parts of the catalog (./catalog-part.ts) each message goes in, read from the code that names it. Node
 * code, for the build (vite.config.ts compiles each part of each language to its own chunk) and the catalogs'
 * tests; the browser never imports it.
 *
 * The app's part holds what the app can show without loading a part: the messages of every module the browser
 * entry (main.tsx) reaches, through static imports or import(), without entering a feature or the dashboard.
 * Any other message goes in the part of each feature (or the dashboard) whose modules reach a module naming it:
 * a message of a shared component that only pages use travels with those pages, not with every page. A message
 * that only the Cloud Functions' mail names (SERVER_MESSAGE_DIRS) goes in no part: no browser downloads it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { APP_PART, partOfFile } from './catalog-part';

interface SourceFile {
  /** Relative to web/src, "/" separators. */
  file: string;
  text: string;
}

/** The app's source files (web/src), tests and test support left out, with their text. */
export function sourceFiles(srcDir: string): SourceFile[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));
}

/**
 * The code outside the web app that writes messages of these catalogs, relative to web/src: the mails the Cloud
 * Functions write to customers in their language (functions/src/mail/mail.ts imports the catalogs).
 */
export const SERVER_MESSAGE_DIRS = ['../../functions/src/mail'];

/** The source files of SERVER_MESSAGE_DIRS, tests left out, named relative to web/src ("../../functions/src/mail/mail.ts"). */
export function serverSourceFiles(srcDir: string): SourceFile[] {
  return SERVER_MESSAGE_DIRS.flatMap((dir) => sourceFiles(join(srcDir, dir)).map(({ file, text }) => ({ file: posix.join(dir, file), text })));
}

/**
 * Every quoted string in the code written like a message id of the catalogs' namespaces ("nav.home"), with the
 * files that name it. Message ids are always written out whole, so that this finds them.
 */
export function idsInCode(files: SourceFile[], namespaces: Set<string>): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const { file, text } of files) {
    for (const [, id] of text.matchAll(/['"`]([a-z][a-zA-Z]*\.[a-zA-Z][\w.]*)['"`]/g)) {
      if (!namespaces.has(id!.split('.')[0]!)) continue;
      if (!ids.has(id!)) ids.set(id!, new Set());
      ids.get(id!)!.add(file);
    }
  }
  return ids;
}

/** The source files a file imports by relative path, statically or with import(). */
function importsOf({ file, text }: SourceFile, known: Set<string>): string[] {
  const found: string[] = [];
  for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)'(\.{1,2}\/[^']*)'/gm)) {
    const base = posix.join(posix.dirname(file), spec!);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((path) => known.has(path));
    if (target) found.push(target);
  }
  return found;
}

/**
 * The files reachable from `entries`, following imports into the app's shared code and into `part`'s own files
 * but into no other part (which the app loads with its own messages).
 */
function reachable(entries: string[], part: string, graph: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || ![APP_PART, part].includes(partOfFile(file))) return;
    seen.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** The parts each of `ids` (a catalog's keys) goes in, from the code in `srcDir`. */
export function messageParts(srcDir: string, ids: string[]): Map<string, Set<string>> {
  const files = sourceFiles(srcDir);
  const known = new Set(files.map(({ file }) => file));
  const graph = new Map(files.map((source) => [source.file, importsOf(source, known)]));
  const closures = new Map<string, Set<string>>([[APP_PART, reachable(['main.tsx'], APP_PART, graph)]]);
  const parts = new Set(files.map(({ file }) => partOfFile(file)).filter((part) => part !== APP_PART));
  for (const part of parts) closures.set(part, reachable([...known].filter((file) => partOfFile(file) === part), part, graph));

  const namespaces = new Set(ids.map((id) => id.split('.')[0]!));
  const named = idsInCode(files, namespaces);
  const namedByServer = idsInCode(serverSourceFiles(srcDir), namespaces);
  return new Map(
    ids.map((id) => {
      const namers = [...(named.get(id) ?? [])];
      // The mails' texts stay on the server.
      if (!namers.length && namedByServer.has(id)) return [id, new Set<string>()];
      const reaching = [...closures].filter(([, closure]) => namers.some((file) => closure.has(file))).map(([part]) => part);
      // The app's part when the app shows it itself; the app's too when named only by code no page runs (the
      // server's) or by none, where it can do no harm.
      return [id, new Set(reaching.includes(APP_PART) || !reaching.length ? [APP_PART] : reaching)];
    }),
  );
}
