#!/usr/bin/env node
// Runs the pinned firebase-tools with what these machines need to start the emulators offline:
// a launcher jar for the Debian-packaged Firestore emulator (its own jar has no Main-Class).
// On a machine with internet and no packaged emulator, firebase-tools downloads its own jar as usual.
// emulators:start and emulators:exec also run the payment sandbox (scripts/payment-sandbox.mjs), the local
// stand-in for SSLCommerz, and the courier sandbox (scripts/courier-sandbox.mjs), the local stand-in for Steadfast,
// in this process, and tell the functions and the test command where they are. Neither is ever deployed: `deploy`
// starts neither, and the deployed functions talk to SSLCommerz and Steadfast themselves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { COURIER_SANDBOX_PORT, SANDBOX_API_KEY, SANDBOX_SECRET_KEY, startCourierSandbox } from './courier-sandbox.mjs';
import { PAYMENT_SANDBOX_PORT, SANDBOX_STORE_ID, SANDBOX_STORE_PASSWORD, startPaymentSandbox } from './payment-sandbox.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packagedJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function zipRecord(size, fields) {
  const record = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) record.writeUInt16LE(value, offset);
    else record.writeUInt32LE(value, offset);
  }
  return record;
}

/** A jar is a zip; this writes one stored (uncompressed) entry: the manifest. */
function writeLauncherJar(path) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const body = Buffer.from(
    'Manifest-Version: 1.0\r\n' +
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
      `Class-Path: file://${packagedJar}\r\n\r\n`,
  );
  const crc = crc32(body);
  const size = body.length;
  // Each zip record as [offset, byte width, value] fields over zeros (APPNOTE.TXT, sections 4.3.7, 4.3.12, 4.3.16).
  const local = zipRecord(30, [[0, 4, 0x04034b50], [4, 2, 20], [14, 4, crc], [18, 4, size], [22, 4, size], [26, 2, name.length]]);
  const central = zipRecord(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [16, 4, crc], [20, 4, size], [24, 4, size], [28, 2, name.length]]);
  const centralOffset = local.length + name.length + size;
  const end = zipRecord(22, [[0, 4, 0x06054b50], [8, 2, 1], [10, 2, 1], [12, 4, central.length + name.length], [16, 4, centralOffset]]);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([local, name, body, central, name, end]));
}

const env = { ...process.env };
if (!env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(packagedJar)) {
  const launcher = join(root, 'node_modules', '.cache', 'firestore-emulator', 'launcher.jar');
  if (!existsSync(launcher)) writeLauncherJar(launcher);
  env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
}

// The Functions emulator runs each concurrent request in a Node process of its own, up to 50 by default;
// a burst of requests (the race tests send 100 at once) then boots dozens of processes on a 2-core
// machine and times out. Production serves up to 80 requests in one instance. Eight processes still run
// requests side by side, so races stay races, and the rest wait their turn in the emulator's queue.
env.FUNCTIONS_EMULATOR_PARALLEL ??= '8';

/** True when nothing listens on the port (so an emulator can bind it). */
const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });

const args = process.argv.slice(2);
/** The sandboxes, for the commands that run emulators (not emulators:export, which talks to running ones). */
let paymentSandbox;
let courierSandbox;
/** Where to run the payment deadlines on the emulators, which run no schedules of their own (startDeadlineClock). */
let deadlineClock;
if (args[0]?.startsWith('emulators:')) {
  const configAt = args.indexOf('--config');
  const configPath = configAt >= 0 ? args[configAt + 1] : join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));

  // EMULATOR_PORT_OFFSET shifts every emulator's port, so two sets of emulators can run side by side (the API
  // suites of a second checkout, say). The browser build connects to the usual Auth and Firestore ports, so
  // browser journeys need the usual ports.
  const offset = Number(env.EMULATOR_PORT_OFFSET ?? 0);
  if (offset) {
    // The Functions emulator also starts Eventarc and Cloud Tasks emulators, on their default ports unless told.
    config.emulators.eventarc ??= { port: 9299 };
    config.emulators.tasks ??= { port: 9499 };
    for (const emulator of Object.values(config.emulators)) if (emulator?.port) emulator.port += offset;
    env.API_URL ??= `http://127.0.0.1:${config.emulators.hosting.port}/api`;
    env.HOSTING_PORT ??= String(config.emulators.hosting.port);
    env.FUNCTIONS_PORT ??= String(config.emulators.functions.port);
  }

  // An emulator run that just ended may still hold its ports for a few seconds while its Java process exits
  // (npm test starts the emulators twice in a row): wait for them rather than fail with "port taken".
  const withSandbox = ['emulators:start', 'emulators:exec'].includes(args[0]);
  const sandboxPort = PAYMENT_SANDBOX_PORT + offset;
  const courierPort = COURIER_SANDBOX_PORT + offset;
  const ports = Object.values(config.emulators).flatMap((emulator) => (emulator?.port ? [emulator.port] : []));
  if (withSandbox) ports.push(sandboxPort, courierPort);
  const deadline = Date.now() + 60_000;
  for (const port of ports) {
    while (!(await portIsFree(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The Functions emulator hands its environment to the functions, and emulators:exec to the test command, so both
  // find the sandbox and its credentials here. Credentials or a gateway already set (a real SSLCommerz sandbox
  // account, say) win; the sandbox accepts whatever credentials the store is given.
  if (withSandbox) {
    env.SSLCOMMERZ_STORE_ID ??= SANDBOX_STORE_ID;
    env.SSLCOMMERZ_STORE_PASSWORD ??= SANDBOX_STORE_PASSWORD;
    try {
      paymentSandbox = await startPaymentSandbox({ port: sandboxPort, storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD });
    } catch (error) {
      console.error(`The payment sandbox could not start on port ${sandboxPort}: ${error.message}`);
      process.exit(1);
    }
    env.PAYMENT_SANDBOX_URL = paymentSandbox.origin;
    // The store's addresses, which the functions give the gateway and write into mails (they trust no request's
    // Host header): Hosting's, as the browser may name it.
    const hosting = config.emulators.hosting.port;
    env.STORE_ORIGIN ??= `http://localhost:${hosting},http://127.0.0.1:${hosting}`;
    env.PAYMENT_GATEWAY_URL ??= paymentSandbox.origin;
    // The courier sandbox, on the same terms: keys or a courier address already set win (Steadfast's own API with
    // a test account, say). The adapter swaps only the origin: the sandbox serves the API under /api/v1 as
    // Steadfast does, and its tracking pages and control calls on its origin (COURIER_SANDBOX_URL, for the tests).
    env.STEADFAST_API_KEY ??= SANDBOX_API_KEY;
    env.STEADFAST_SECRET_KEY ??= SANDBOX_SECRET_KEY;
    try {
      courierSandbox = await startCourierSandbox({ port: courierPort, apiKey: env.STEADFAST_API_KEY, secretKey: env.STEADFAST_SECRET_KEY });
    } catch (error) {
      console.error(`The courier sandbox could not start on port ${courierPort}: ${error.message}`);
      await paymentSandbox.close();
      process.exit(1);
    }
    env.COURIER_SANDBOX_URL = courierSandbox.origin;
    env.STEADFAST_BASE_URL ??= courierSandbox.baseUrl;
    // The functions declare the credentials as secrets, which the Functions emulator reads from this file in each
    // codebase's source folder (it would otherwise ask Google's Secret Manager, unreachable offline): functions/,
    // or the copy a --config names (the bench's). Generated, and ignored by git.
    for (const codebase of [config.functions ?? []].flat()) {
      writeFileSync(
        join(dirname(configPath), codebase.source, '.secret.local'),
        [
          '# Written by scripts/firebase.mjs for the emulators.',
          `SSLCOMMERZ_STORE_ID=${env.SSLCOMMERZ_STORE_ID}`,
          `SSLCOMMERZ_STORE_PASSWORD=${env.SSLCOMMERZ_STORE_PASSWORD}`,
          `STEADFAST_API_KEY=${env.STEADFAST_API_KEY}`,
          `STEADFAST_SECRET_KEY=${env.STEADFAST_SECRET_KEY}`,
          '',
        ].join('\n'),
      );
    }
    // The Functions emulator starts the Cloud Tasks emulator on this port (moved by the offset above).
    deadlineClock = { tasksPort: config.emulators.tasks?.port ?? 9499, projectId: projectIdOf(args) };
    console.log(`Payment sandbox (SSLCommerz stand-in, no money moves) on ${paymentSandbox.origin}`);
    console.log(`Courier sandbox (Steadfast stand-in, no parcel moves) on ${courierSandbox.origin}, its API at ${courierSandbox.baseUrl}`);
  }

  // The deployed Content-Security-Policy (firebase.json) names only Google's hosts. On the emulators the app
  // talks to the Auth and Firestore emulators too, so they serve the site under a copy of the config whose
  // policy adds those two, written beside it (and ignored by git).
  // One copy per port offset, so emulators started side by side do not overwrite each other's.
  const emulatorConfig = join(dirname(configPath), offset ? `firebase.emulators.${offset}.json` : 'firebase.emulators.json');
  writeFileSync(emulatorConfig, `${JSON.stringify(withEmulatorPolicy(config), null, 2)}\n`);
  if (configAt >= 0) args[configAt + 1] = emulatorConfig;
  else args.push('--config', emulatorConfig);
}

/** `config` with the Auth and Firestore emulators added to the policy's connect-src, and Auth's to frame-src. */
function withEmulatorPolicy(config) {
  const auth = `http://127.0.0.1:${config.emulators.auth.port}`;
  const firestore = `http://127.0.0.1:${config.emulators.firestore.port}`;
  const widen = (policy) =>
    policy
      .split(';')
      .map((directive) => {
        const name = directive.trim().split(/\s+/)[0];
        if (name === 'connect-src') return `${directive} ${auth} ${firestore}`;
        if (name === 'frame-src') return `${directive} ${auth}`;
        return directive;
      })
      .join(';');
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => (header.key === 'Content-Security-Policy' ? { ...header, value: widen(header.value) } : header)),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/** The project the emulators run: --project, or .firebaserc's default. */
function projectIdOf(args) {
  const at = args.indexOf('--project');
  if (at >= 0) return args[at + 1];
  return JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects.default;
}

/**
 * The Functions emulator loads scheduled functions but never runs them (in Firebase's emulator suite a schedule
 * fires only when something publishes to its Pub/Sub topic, and the Pub/Sub emulator is a download). It does
 * run task queue functions, through the Cloud Tasks emulator it starts beside them. The store acts on the
 * payment deadlines stored on orders within a minute of them, so on the emulators this enqueues a task for
 * paymentDeadlinesTask, the same sweep as the scheduled function, every 15 seconds (and one for
 * shipmentTrackingTask, the courier's tracking), with the Admin SDK's public
 * task queue API, as any server would. Quiet while the emulators start (the queue does not answer yet).
 */
async function startDeadlineClock({ tasksPort, projectId }) {
  process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${tasksPort}`;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFunctions } = await import('firebase-admin/functions');
  const functions = getFunctions(initializeApp({ projectId, serviceAccountId: 'emulated-service-acct@email.com' }, 'deadline-clock'));
  // The courier's tracking runs on the same clock: shipmentTrackingTask, the scheduled shipmentTracking's sweep.
  const queues = ['paymentDeadlinesTask', 'shipmentTrackingTask'].map((name) => functions.taskQueue(`locations/us-central1/functions/${name}`));
  // The Cloud Tasks emulator gives up on a task after 60 s unless told otherwise, and then starts the next beside
  // the sweep still running: given the function's own timeout, the queue runs one sweep at a time as declared.
  return setInterval(() => queues.forEach((queue) => queue.enqueue({}, { dispatchDeadlineSeconds: 300 }).catch(() => undefined)), 15_000);
}

const bin = join(root, 'node_modules', '.bin', 'firebase');
const child = spawn(bin, args, { cwd: root, env, stdio: 'inherit' });
const clock = deadlineClock && (await startDeadlineClock(deadlineClock));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  clearInterval(clock);
  await Promise.all([paymentSandbox?.close(), courierSandbox?.close()]);
  process.exit(code ?? (signal ? 1 : 0));
});
