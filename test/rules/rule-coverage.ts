import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One node of the Firestore emulator's rule coverage report: an expression and the values it took. */
interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: CoverageNode[];
}

export interface RuleCoverage {
  expressions: number;
  evaluated: number;
  conditions: number;
  /** Boolean expressions seen both true and false. */
  bothWays: number;
  notEvaluated: string[];
  notBothWays: string[];
}

const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'coverage', 'rules');

/**
 * Fetches the emulator's coverage of the rules it has loaded (every evaluation since), saves the HTML and
 * JSON reports under coverage/rules/ (git-ignored), and counts the expressions that were evaluated. An
 * expression skipped by short-circuiting records an empty value, which does not count as evaluated.
 */
export async function fetchRuleCoverage(host: string, projectId: string): Promise<RuleCoverage> {
  const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
  const [json, html] = await Promise.all([fetch(base).then((res) => res.text()), fetch(`${base}.html`).then((res) => res.text())]);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'firestore-rules-coverage.json'), json);
  writeFileSync(join(reportDir, 'firestore-rules-coverage.html'), html);

  const report = JSON.parse(json) as { rules: { files: { content: string }[] }; report: CoverageNode[] };
  const source = report.rules.files.map((file) => file.content).join('\n');
  const nodes: CoverageNode[] = [];
  const walk = (node: CoverageNode) => {
    nodes.push(node);
    node.children?.forEach(walk);
  };
  report.report.forEach(walk);

  const where = (node: CoverageNode) =>
    `line ${node.sourcePosition.line}: ${source.slice(node.sourcePosition.currentOffset, node.sourcePosition.endOffset + 1).trim()}`;
  const seen = (node: CoverageNode) => (node.values ?? []).filter((entry) => entry.count > 0 && Object.keys(entry.value).length > 0);
  const booleans = (node: CoverageNode) => new Set(seen(node).map((entry) => entry.value.boolValue).filter((value) => typeof value === 'boolean'));
  const conditions = nodes.filter((node) => booleans(node).size > 0);
  const coverage: RuleCoverage = {
    expressions: nodes.length,
    evaluated: nodes.filter((node) => seen(node).length > 0).length,
    conditions: conditions.length,
    bothWays: conditions.filter((node) => booleans(node).size === 2).length,
    notEvaluated: nodes.filter((node) => seen(node).length === 0).map(where),
    notBothWays: conditions.filter((node) => booleans(node).size < 2).map(where),
  };
  writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify(coverage, null, 2)}\n`);
  return coverage;
}
