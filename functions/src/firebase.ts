import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin SDK app for the whole function; on the emulators the *_EMULATOR_HOST variables route it locally.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });
export const auth = getAuth(app);

export const collections = {
  tools: db.collection('tools'),
  reviews: db.collection('reviews'),
  users: db.collection('users'),
  orders: db.collection('orders'),
  /** One document a month ("2026-08"): units, revenue and orders not cancelled. */
  salesMonths: db.collection('salesMonths'),
  /** Fixed-window counters for the per-user limits on creating orders and reviews. */
  rateLimits: db.collection('rateLimits'),
};
