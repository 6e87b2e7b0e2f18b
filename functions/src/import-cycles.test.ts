import { ESLint } from 'eslint';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's lint (eslint.config.js) on modules written to a folder of their own: the cycle rule follows
 * imports through files on disk, so the probes are real files, outside the repository so that a lint of it
 * never sees them.
 */
const repoConfig = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'eslint.config.js');
let folder = '';
let eslint: ESLint;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'import-cycles-'));
  eslint = new ESLint({ cwd: folder, overrideConfigFile: repoConfig });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string[]>, linted: string) {
  await Promise.all(Object.entries(files).map(([name, lines]) => writeFile(join(folder, name), lines.join('\n') + '\n')));
  const [result] = await eslint.lintFiles([join(folder, linted)]);
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map(({ line, message }) => ({ line, message }));
}

describe('lint forbids import cycles', () => {
  it('fails two TypeScript modules that import each other', async () => {
    const errors = await cycleErrors(
      {
        'order-store.ts': ["import { reviewBadge } from './review-store';", 'export const placeOrder = () => reviewBadge();'],
        'review-store.ts': ["import { placeOrder } from './order-store';", 'export const reviewBadge = () => 1;', 'export const reorder = () => placeOrder();'],
      },
      'order-store.ts',
    );
    expect(errors).toEqual([{ line: 1, message: expect.stringContaining('Dependency cycle') }]);
  });

  it('fails a cycle through a third module and through import()', async () => {
    const errors = await cycleErrors(
      {
        'first.mjs': ["export const loadSecond = () => import('./second.mjs');"],
        'second.mjs': ["import { third } from './third.mjs';", 'export const second = third;'],
        'third.mjs': ["import { loadSecond } from './first.mjs';", 'export const third = loadSecond;'],
      },
      'first.mjs',
    );
    expect(errors).toEqual([{ line: 1, message: expect.stringContaining('Dependency cycle') }]);
  });

  it('passes modules that import each other for types only, which are gone before anything runs', async () => {
    const errors = await cycleErrors(
      {
        'quote-model.ts': ["import type { OrderModel } from './order-model';", 'export interface QuoteModel { order?: OrderModel }'],
        'order-model.ts': ["import type { QuoteModel } from './quote-model';", 'export interface OrderModel { quote?: QuoteModel }'],
      },
      'quote-model.ts',
    );
    expect(errors).toEqual([]);
  });
});
