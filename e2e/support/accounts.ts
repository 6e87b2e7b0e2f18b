import type { Page } from 'playwright-core';
import { UI_TIMEOUT } from './browser';

export const PROJECT_ID = 'demo-tools-store';
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const identityToolkit = () => `http://${authHost()}/identitytoolkit.googleapis.com/v1`;
/** The Auth emulator takes this bearer as the project owner (what the Admin SDK would be). */
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const JSON_HEADERS = { 'content-type': 'application/json' };

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'customer123', name: 'Demo Customer' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Demo Admin' };

let counter = 0;
/** An address no earlier run used, so the journeys repeat on the same seeded emulators. */
export const uniqueEmail = (prefix = 'shopper') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export interface Account {
  email: string;
  password: string;
  name: string;
  uid: string;
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url.split('?')[0]} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A customer account made straight in the Auth emulator (the Register journey covers the form):
 * verified by default, so the purchase page takes their orders.
 */
export async function createCustomer({ prefix = 'customer', verified = true, name = 'Test Customer' } = {}): Promise<Account> {
  const email = uniqueEmail(prefix);
  const password = 'secret123';
  const { localId } = await postJson<{ localId: string }>(`${identityToolkit()}/accounts:signUp?key=fake-api-key`, {
    email,
    password,
    displayName: name,
    returnSecureToken: true,
  });
  if (verified) {
    await postJson(`${identityToolkit()}/projects/${PROJECT_ID}/accounts:update`, { localId, emailVerified: true }, OWNER);
  }
  return { email, password, name, uid: localId };
}

/** A fresh ID token for the account, for setting up data through the API as that user would. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const { idToken } = await postJson<{ idToken: string }>(`${identityToolkit()}/accounts:signInWithPassword?key=fake-api-key`, {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/** The Auth emulator's record of an address, or undefined when there is no such account. */
export async function findAccount(email: string): Promise<{ localId: string; email: string } | undefined> {
  const { users } = await postJson<{ users?: { localId: string; email: string }[] }>(
    `${identityToolkit()}/projects/${PROJECT_ID}/accounts:lookup`,
    { email: [email] },
    OWNER,
  );
  return users?.[0];
}

/** Signs in through the store's own login form and waits until the app has left the login page. */
export async function signInWithForm(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: UI_TIMEOUT });
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The emails the Auth emulator "sent" (verification, password reset), oldest first. */
export async function sentEmails(email: string, requestType?: OobCode['requestType']): Promise<OobCode[]> {
  const res = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && (!requestType || code.requestType === requestType));
}

/** Waits until an email of that kind has reached the emulator's outbox, and gives the newest. */
export async function waitForEmail(email: string, requestType: OobCode['requestType']): Promise<OobCode> {
  const deadline = Date.now() + UI_TIMEOUT;
  for (;;) {
    const code = (await sentEmails(email, requestType)).at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No ${requestType} email was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
