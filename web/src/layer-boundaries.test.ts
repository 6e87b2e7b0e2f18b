// @vitest-environment node
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The repository's lint on code written as if it were a file at `file` (relative to web/src). */
async function lintFileAt(file: string, lines: string[]) {
  const [result] = await eslint.lintText(lines.join('\n'), { filePath: join(repoRoot, 'web/src', file) });
  return result!.messages;
}
const lintHomeFeatureFile = (lines: string[]) => lintFileAt('features/home/boundary-probe.tsx', lines);

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

describe('lint keeps the domains between the features and the components', () => {
  it('fails components/ that imports a domain', async () => {
    const messages = await lintFileAt('components/boundary-probe.tsx', ["import { OrderStatusChip } from '../domains/orders/order-display';", 'export { OrderStatusChip };']);
    expect(boundaryErrors(messages)).toEqual([{ line: 1, message: expect.stringContaining('domain="orders"') }]);
  });

  it('fails a domain that imports a feature, or a domain of its own tier or above', async () => {
    const messages = await lintFileAt('domains/payments/boundary-probe.tsx', [
      "import { PaymentPanel } from '../../features/orders/payment-panel';",
      "import { OrderStatusChips } from '../orders/order-status-chips';",
      "export const loadQuoteCard = () => import('../quotes/quote-card');",
      'export { OrderStatusChips, PaymentPanel };',
    ]);
    expect(boundaryErrors(messages)).toEqual([
      { line: 1, message: expect.stringContaining('feature="orders"') },
      { line: 2, message: expect.stringContaining('domain="orders"') },
      { line: 3, message: expect.stringContaining('domain="quotes"') },
    ]);
    const fromCart = await lintFileAt('domains/cart/boundary-probe.tsx', ["import { ReviewCard } from '../reviews/review-card';", 'export { ReviewCard };']);
    expect(boundaryErrors(fromCart)).toEqual([{ line: 1, message: expect.stringContaining('domain="reviews"') }]);
  });

  it('passes a domain that imports its own files, the domains of the tiers below, components, lib, config and the contract', async () => {
    const messages = await lintFileAt('domains/payments/boundary-probe.tsx', [
      "import { canRecordPayment } from '@store/contract/order';",
      "import { useMyCompany } from '../companies/api/my-company';",
      "import { FormDialog } from '../../components/form-dialog';",
      "import { site } from '../../config/site';",
      "import { useFormat } from '../../lib/i18n/use-format';",
      "import { usePaymentLabels } from './payment-display';",
      'export { canRecordPayment, FormDialog, site, useFormat, useMyCompany, usePaymentLabels };',
    ]);
    expect(messages).toEqual([]);
  });
});
