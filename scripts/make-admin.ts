// `npm run make-admin -- someone@example.com [--project my-project]`
// Gives an account the admin custom claim (and mirrors it in users/{uid}). By default it talks to the
// emulators started by `npm start`; with --project (and Application Default Credentials, for example
// GOOGLE_APPLICATION_CREDENTIALS) it changes a real Firebase project.
export {};

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const email = args.filter((_, i) => projectFlag < 0 || (i !== projectFlag && i !== projectFlag + 1))[0];

if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run make-admin -- someone@example.com [--project <firebase-project-id>]');
  process.exit(2);
}

if (project) {
  process.env.GCLOUD_PROJECT = project;
} else {
  process.env.GCLOUD_PROJECT ??= 'demo-tools-store';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
}

// Imported after the environment is set: the Admin SDK reads it when the app starts.
const { setRole } = await import('../functions/src/users/user-store');
try {
  const user = await setRole(email.toLowerCase(), 'admin');
  const where = project ? `project ${project}` : 'the emulators';
  console.log(`${user.email} is now an administrator on ${where}. They get the new role without signing out.`);
  process.exit(0);
} catch (error) {
  const message = (error as Error).message;
  const hint = project ? '' : ' (is the store running? start it with npm start)';
  console.error(`Could not make ${email} an administrator: ${message}${hint}`);
  process.exit(1);
}
