import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

/**
 * Runs a bench script (bench/<script>) in a Node process of its own, with tsx, and resolves with the JSON its last
 * line of output prints: what is measured in process is kept apart from the bench's own work and memory.
 */
export function runDirect<T>(script: string, { env = {}, nodeFlags = [] }: { env?: Record<string, string>; nodeFlags?: string[] } = {}): Promise<T> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(ROOT, 'bench', script)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as T);
      else reject(new Error(`bench/${script} exited with code ${code}: ${out.slice(-2000)}`));
    }),
  );
}
