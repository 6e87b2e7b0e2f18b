import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeFigures } from './support';

// The payment gateway's credentials never in git: production reads them from Secret Manager (defineSecret), the
// emulators from functions/.secret.local, which scripts/firebase.mjs writes and git ignores.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = git('ls-files', '-z').split('\0').filter(Boolean);

describe("the payment gateway's credentials", () => {
  it('are secrets of the function, not configuration', () => {
    const adapter = readFileSync(join(root, 'functions/src/payments/sslcommerz.ts'), 'utf8');
    expect(adapter).toMatch(/defineSecret\('SSLCOMMERZ_STORE_ID'\)/);
    expect(adapter).toMatch(/defineSecret\('SSLCOMMERZ_STORE_PASSWORD'\)/);
  });

  it("are kept out of git: the emulators' secret file is ignored, none is tracked, and the tracked .env files (plain configuration) do not name them", () => {
    expect(git('check-ignore', 'functions/.secret.local').trim()).toBe('functions/.secret.local');
    expect(tracked.filter((path) => /(^|\/)\.secret\.local$|(^|\/)\.runtimeconfig\.json$/.test(path))).toEqual([]);
    for (const path of tracked.filter((file) => /(^|\/)\.env(\.[^/]*)?$/.test(file))) {
      expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/SSLCOMMERZ|store_passwd/i);
    }
  });

  it('are written with a value in no tracked file (only the generated file is given one, from the environment)', () => {
    const assignments = git('grep', '-nE', 'SSLCOMMERZ_STORE_(ID|PASSWORD) *[=:] *[^ ]', '--', '.')
      .split('\n')
      .filter(Boolean)
      // The generated file's template, filled from the environment; the README's own description of the variables.
      .filter((line) => !/=\$\{env\.SSLCOMMERZ_STORE_(ID|PASSWORD)\}/.test(line));
    expect(assignments).toEqual([]);
    writeFigures('secrets', { trackedFiles: tracked.length, credentialAssignments: assignments.length });
  });
});
