import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import eslintConfig, { functionsResourceTiers, webDomainTiers } from '../eslint.config.js';

// The docs say only what is true of the repository: every path they name exists (or is a file git ignores, which
// a command writes), every link between them resolves, the folder map of docs/architecture.md lists the folders
// the lint layers of eslint.config.js know, and their tables stay tables (no paragraph in a cell). The tiers are
// read from eslint.config.js, so a folder renamed or added there fails here until the map says so too.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'SECURITY.md',
  'BENCHMARKS.md',
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** The repository's files: tracked, and new ones not ignored. */
const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
const topLevel = new Set(files.map((file) => file.split('/')[0]));

/** The text outside fenced code blocks (commands and pictures, not names). */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** `{en,bn}` -> both; a brace without a comma (`{uid}`) is a placeholder, as is anything with `<`. */
function expand(token: string): string[] | null {
  if (token.includes('<')) return null;
  const brace = /\{([^{}]*)\}/.exec(token);
  if (!brace) return [token];
  if (!brace[1]!.includes(',')) return null;
  return brace[1]!.split(',').flatMap((choice) => expand(token.replace(brace[0], choice)) ?? []);
}

const globRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/.*)?$`);
/** A file or folder git ignores (a build's output, a local setting): named by commands that write it. */
const ignored = (path: string) =>
  [path, `${path.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      git('check-ignore', '-q', '--no-index', candidate);
      return true;
    } catch {
      return false;
    }
  });

/** Why `path`, named in backticks, is not a path of the repository; undefined when it is, or is no path at all. */
function missing(path: string): string | undefined {
  const clean = path.replace(/[.,:;]$/, '');
  if (/\s|:\/\/|^\//.test(clean)) return undefined;
  const first = clean.split('/')[0]!;
  if (topLevel.has(first) && (clean.includes('/') || first === clean)) {
    if (clean.includes('*')) return files.some((file) => globRegExp(clean).test(file)) ? undefined : 'no file matches';
    return existsSync(join(root, clean)) || ignored(clean) ? undefined : 'does not exist';
  }
  // A path inside a folder the text names (`http/cursor.ts`), or a file's own name (`company-credit.ts`, `*-model.ts`).
  if (/^[\w.@*-]+(\/[\w.@*-]+)*\.(ts|tsx|mjs)$/.test(clean)) {
    const depth = clean.split('/').length;
    const pattern = globRegExp(clean);
    return files.some((file) => pattern.test(file.split('/').slice(-depth).join('/'))) ? undefined : 'no file of that name';
  }
  return undefined;
}

/** GitHub's anchor of a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count ? `${base}-${count}` : base);
  }
  return out;
}

/** Each table row's cells (pipes escaped as \| stay in their cell). */
function tableCells(text: string): string[] {
  return prose(text)
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .flatMap((line) => line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim()));
}

describe('the docs (README.md, docs/*.md, SECURITY.md, BENCHMARKS.md)', () => {
  it('name only paths of the repository', () => {
    const wrong: string[] = [];
    for (const file of pages) {
      for (const [, token] of prose(read(file)).matchAll(/`([^`\n]+)`/g)) {
        for (const path of expand(token!) ?? []) {
          const why = missing(path);
          if (why) wrong.push(`${file}: \`${path}\` ${why}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('link to files and headings that exist', () => {
    const wrong: string[] = [];
    for (const file of pages) {
      for (const [, target] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const linked = path ? normalize(join(dirname(file), path)) : file;
        if (relative(root, join(root, linked)).startsWith('..') || !existsSync(join(root, linked))) {
          wrong.push(`${file}: ${target} (no ${linked})`);
        } else if (anchor && !anchors(linked).has(anchor)) {
          wrong.push(`${file}: ${target} (no heading #${anchor} in ${linked})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('have no paragraphs in table cells (at most 300 characters a cell)', () => {
    const long = pages.flatMap((file) =>
      tableCells(read(file))
        .filter((cell) => cell.length > 300)
        .map((cell) => `${file}: ${cell.length} characters: ${cell.slice(0, 60)}...`),
    );
    expect(long).toEqual([]);
  });

  it('cite no file the repository does not have (SPEC.md, DESIGN.md)', () => {
    const cited = pages.filter((file) => /\b(SPEC|DESIGN)\.md\b|\bSPEC section\b/.test(read(file)));
    expect(cited).toEqual([]);
  });
});

describe("docs/architecture.md's folder map", () => {
  const map = /^## Folder map\n([\s\S]*?)(?=^## )/m.exec(read('docs/architecture.md'))?.[1] ?? '';
  const tableRows = map
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .map((line) => line.replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim()));
  const named = (prefix: string) =>
    new Set([...map.matchAll(new RegExp(`\`${prefix}([\\w-]+)/`, 'g'))].map(([, folder]) => folder as string));

  /** The folders each lint configuration of eslint.config.js gives a place: `functions/src/http`, `web/src/features/*`... */
  const elementFolders = (prefix: string) => {
    const patterns = eslintConfig
      .filter((config) => config.files?.some((glob) => typeof glob === 'string' && glob.startsWith(prefix)))
      .flatMap((config) => (config.settings?.['boundaries/elements'] ?? []) as { pattern: string }[])
      .map(({ pattern }) => new RegExp(`^${prefix}([\\w-]+)(/\\*)?$`).exec(pattern)?.[1])
      .filter((folder): folder is string => Boolean(folder));
    return new Set(patterns);
  };

  it('is there', () => {
    expect(tableRows.length).toBeGreaterThan(20);
  });

  it('lists every resource folder of functions/src in its tier, as eslint.config.js does', () => {
    const expected = functionsResourceTiers.flatMap((tier, index) => tier.map((folder) => `${index + 1} functions/src/${folder}/`));
    const listed = tableRows
      .filter(([tier, folder]) => /^\d+$/.test(tier ?? '') && folder?.startsWith('`functions/src/'))
      .map(([tier, folder]) => `${tier} ${folder!.replace(/`/g, '')}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('lists every domain of web/src in its tier, as eslint.config.js does', () => {
    const expected = webDomainTiers.flatMap((tier, index) => tier.map((folder) => `${index + 1} web/src/domains/${folder}/`));
    const listed = tableRows
      .filter(([tier, folder]) => /^\d+$/.test(tier ?? '') && /^`web\/src\/domains\/[\w-]+\/`$/.test(folder ?? ''))
      .map(([tier, folder]) => `${tier} ${folder!.replace(/`/g, '')}`);
    expect(listed.sort()).toEqual(expected.sort());
    const folders = readdirSync(join(root, 'web/src/domains'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort(), 'domains eslint.config.js has no tier for').toEqual(webDomainTiers.flat().sort());
  });

  it('names no folder of functions/src that the lint layers do not have', () => {
    const known = elementFolders('functions/src/');
    for (const folder of functionsResourceTiers.flat()) expect(known).toContain(folder);
    expect([...named('functions/src/')].filter((folder) => !known.has(folder))).toEqual([]);
  });

  it("lists every layer of web/src that eslint.config.js checks, and no other folder of web/src's top", () => {
    const layers = elementFolders('web/src/');
    expect([...layers].sort()).toEqual(expect.arrayContaining(['app', 'components', 'config', 'features', 'lib']));
    const listed = named('web/src/');
    expect([...layers].filter((folder) => !listed.has(folder))).toEqual([]);
    const others = readdirSync(join(root, 'web/src'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...listed].filter((folder) => !layers.has(folder) && !others.includes(folder))).toEqual([]);
  });
});
