// `npm run docs:api`: writes the reference tables of docs/api.md from the contract's route table
// (contract/src/routes.ts), between the two markers below; the prose around them is written by hand and kept as
// it is. scripts/api-docs.test.ts renders the same text in memory and fails when docs/api.md differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMON_ERRORS, API_BASE, api, type ApiRoute, type RouteSchemas } from '../contract/src/routes';
import { errorStatus, type ErrorCode } from '../contract/src/errors';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(ROOT, 'contract', 'src');
export const API_DOCS = join(ROOT, 'docs', 'api.md');
export const START = '<!-- api-routes:start (written by npm run docs:api from contract/src/routes.ts: edit around it) -->';
export const END = '<!-- api-routes:end -->';

interface Section {
  file: string;
  doc: string;
  names: string[];
}

/** The sections routes.ts assembles the table from, in its order: each one's file, doc comment and route names. */
export function routeSections(): Section[] {
  const table = readFileSync(join(CONTRACT, 'routes.ts'), 'utf8');
  const sections = [...table.matchAll(/^import \{ (\w+) \} from '\.\/([\w-]+-routes)';$/gm)].map(([, name, file]) => {
    const source = readFileSync(join(CONTRACT, `${file}.ts`), 'utf8');
    const comment = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export const ${name} = \\{`).exec(source);
    const doc = (comment?.[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    const names = [...source.matchAll(/^ {2}(\w+): route\(\{$/gm)].map(([, key]) => key as string);
    return { file: `contract/src/${file}.ts`, doc, names };
  });
  const listed = sections.flatMap((section) => section.names).sort();
  const keys = Object.keys(api).sort();
  if (listed.join() !== keys.join()) {
    throw new Error(`The sections of contract/src/routes.ts name ${listed.length} routes, the table has ${keys.length}: read them again`);
  }
  return sections;
}

const code = (text: string) => `\`${text}\``;

/** Errors grouped by status: "404 not-found; 409 sku-taken, cart-full". */
function errorList(codes: readonly ErrorCode[]): string {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const error of codes) byStatus.set(errorStatus[error], [...(byStatus.get(errorStatus[error]) ?? []), error]);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, errors]) => `${status} ${errors.map(code).join(', ')}`)
    .join('; ');
}

function success(route: ApiRoute): string {
  const parts: string[] = [String(route.status)];
  if (route.produces) parts.push(route.produces);
  if (route.producesOnRequest) parts.push(`${route.producesOnRequest} with ${code('format=csv')}`);
  if (route.cache) parts.push(`${route.cache} cache`);
  return parts.join(', ');
}

function reads(route: ApiRoute, schemas: RouteSchemas): string {
  const parts: string[] = [];
  if (schemas.params) parts.push('path');
  if (schemas.query) parts.push('query');
  for (const header of Object.keys(schemas.headers?.shape ?? {})) parts.push(`${code(header)} header`);
  if (schemas.body) parts.push(route.consumes ? 'form body' : 'body');
  return parts.join(', ');
}

/** The generated part of docs/api.md: one table per section of the route table, one row per call. */
export async function renderRouteTables(): Promise<string> {
  const routes = api as Record<string, ApiRoute>;
  const out: string[] = [
    `${Object.keys(routes).length} calls, in the order the \`api\` function registers them. Access is the route table's: \`public\``,
    "(anyone), `signed-in` (a valid ID token) or `admin`; a handler may narrow it (the caller's own order, a verified",
    'email: see "Calls in detail"). Errors are those the call answers itself; besides them:',
    '',
    `- every call may answer ${errorList(COMMON_ERRORS)};`,
    '- a `signed-in` or `admin` call 401 `unauthenticated`, and an `admin` call 403 `permission-denied`;',
    '- a call that reads a path, query, header or body 400 `invalid-argument`.',
  ];
  for (const section of routeSections()) {
    out.push('', `### ${code(section.file)}`, '', section.doc, '', '| Call | Name | Access | Success | Reads | Errors of its own |', '|---|---|---|---|---|---|');
    for (const name of section.names) {
      const route = routes[name] as ApiRoute;
      const schemas = await route.schemas();
      const cells = [
        code(`${route.method} ${API_BASE}${route.path}`),
        code(name),
        route.access,
        success(route),
        reads(route, schemas),
        errorList(route.errors),
      ];
      out.push(`| ${cells.join(' | ')} |`);
    }
  }
  return out.join('\n');
}

/** `current` (the text of docs/api.md) with its generated part written afresh. */
export async function renderApiDocs(current: string): Promise<string> {
  const at = current.indexOf(START);
  const until = current.indexOf(END);
  if (at < 0 || until < at) throw new Error(`docs/api.md has no ${START} ... ${END} block to fill`);
  return `${current.slice(0, at + START.length)}\n\n${await renderRouteTables()}\n\n${current.slice(until)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = readFileSync(API_DOCS, 'utf8');
  const next = await renderApiDocs(current);
  writeFileSync(API_DOCS, next);
  console.log(next === current ? 'docs/api.md is up to date.' : 'docs/api.md written.');
}
