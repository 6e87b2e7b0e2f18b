// `npm run migrate [-- --project my-project] [--after <order id>]`
// Rewrites the orders stored by the first release (one tool, no lines) in the lines shape every later
// release reads. By default it talks to the emulators started by `npm start`; with --project (and
// Application Default Credentials, for example GOOGLE_APPLICATION_CREDENTIALS) it changes a real project.
// It can run again at any time: orders already in the lines shape are left as they are.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateOrders } from './migrate/order-lines-shape';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const project = flag('--project');
const after = flag('--after');
const known = new Set(['--project', '--after']);
const unknown = args.filter((arg, i) => !known.has(arg) && !known.has(args[i - 1] ?? ''));
if (unknown.length || args.some((arg, i) => known.has(arg) && !args[i + 1])) {
  console.error('Usage: npm run migrate -- [--project <firebase-project-id>] [--after <order id>]');
  process.exit(2);
}

if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const projectId = project ?? process.env.GCLOUD_PROJECT ?? 'demo-tools-store';
const where = project ? `project ${project}` : `the emulators (${projectId})`;
const db = getFirestore(initializeApp({ projectId }));

try {
  const { moved, left } = await migrateOrders(db, {
    startAfter: after,
    onPage: (progress) => console.log(`... up to order ${progress.lastId}: ${progress.moved} moved, ${progress.left} left`),
  });
  console.log(`Orders on ${where}: ${moved} moved to the lines shape, ${left} left as they were.`);
  process.exit(0);
} catch (error) {
  const hint = project ? ' Run it again to go on: orders already moved are left as they are.' : ' (is the store running? start it with npm start)';
  console.error(`The migration stopped: ${(error as Error).message}.${hint}`);
  process.exit(1);
}
