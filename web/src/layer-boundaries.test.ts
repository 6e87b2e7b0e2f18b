// @vitest-environment node
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's lint (eslint.config.js) on code written as if it were a file of the Home feature. */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: repoRoot });
const homeFeatureFile = join(repoRoot, 'web/src/features/home/boundary-probe.tsx');

async function lintHomeFeatureFile(lines: string[]) {
  const [result] = await eslint.lintText(lines.join('\n'), { filePath: homeFeatureFile });
  return result!.messages;
}

const boundaryErrors = (messages: ESLint.LintResult['messages']) =>
  messages.filter((message) => message.ruleId === 'boundaries/dependencies').map(({ line, message }) => ({ line, message }));

describe('lint keeps the layers apart', () => {
  it('fails a feature that imports another feature, statically or with import()', async () => {
    const messages = await lintHomeFeatureFile([
      "import { readCatalogView } from '../catalog/catalog-params';",
      "export const loadCatalogPage = () => import('../catalog/catalog-page');",
      'export { readCatalogView };',
    ]);
    expect(boundaryErrors(messages)).toEqual([
      { line: 1, message: expect.stringContaining('feature="catalog"') },
      { line: 2, message: expect.stringContaining('feature="catalog"') },
    ]);
  });

  it('fails a feature that imports app/', async () => {
    const messages = await lintHomeFeatureFile(["import { brand } from '../../app/theme/palette';", 'export const accent = brand.amberText;']);
    expect(boundaryErrors(messages)).toEqual([{ line: 1, message: expect.stringContaining('to elements of type "app"') }]);
  });

  it('passes a feature that imports its own files, components, lib, config and the contract', async () => {
    const messages = await lintHomeFeatureFile([
      "import { toolSchema } from '@store/contract/tool';",
      "import { ToolCard } from '../../domains/tools/tool-card';",
      "import { site } from '../../config/site';",
      "import { usePageMeta } from '../../lib/page-meta';",
      "import { SLIDES } from './slides';",
      "export const loadHomePage = () => import('./home-page');",
      'export { SLIDES, site, ToolCard, toolSchema, usePageMeta };',
    ]);
    expect(messages).toEqual([]);
  });
});
