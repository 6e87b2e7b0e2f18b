import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { AddressBookDocument } from './addresses/address-model';
import { AuditDocument } from './audit/audit-model';
import { CartDocument } from './cart/cart-model';
import { CompanyDocument, CompanyPaymentDocument, InvitationDocument, MembershipDocument } from './companies/company-model';
import { MailDocument } from './mail/mail-model';
import { OrderDocument } from './orders/order-model';
import { QuoteDocument } from './quotes/quote-model';
import { ReviewDocument } from './reviews/review-model';
import { SerialDocument, ShipmentDocument } from './shipments/shipment-model';
import { RateWindow } from './http/rate-window';
import { ToolDocument } from './tools/tool-model';
import { LeaseDocument } from './users/lease-model';
import { UserDocument } from './users/user-model';

// One Admin SDK app for the whole function; on the emulators the *_EMULATOR_HOST variables route it locally.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });
export const auth = getAuth(app);

/** A stored document that does not fit its collection's schema: a bug in what wrote it, never the caller's fault (a 500). */
export class StoredDocumentError extends Error {
  constructor(path: string, error: z.ZodError) {
    const problems = error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`).join('; ');
    super(`Stored document ${path} does not fit its schema: ${problems}`);
    this.name = 'StoredDocumentError';
  }
}

/**
 * The converter of a collection whose documents `schema` describes. Reading parses what is stored, so a
 * snapshot's data() has the schema's type; a document that does not fit throws StoredDocumentError naming
 * its path. Writing passes the typed document through as it is: set() and create() check it against the
 * type at compile time, update() takes field paths of the same type and never comes here, and
 * ignoreUndefinedProperties still drops optional fields left undefined.
 */
export function converterFor<T extends DocumentData>(schema: z.ZodType<T>): FirestoreDataConverter<T, T> {
  return {
    toFirestore: <D>(doc: D) => doc,
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const parsed = schema.safeParse(snapshot.data());
      if (!parsed.success) throw new StoredDocumentError(snapshot.ref.path, parsed.error);
      return parsed.data;
    },
  };
}

const typed = <T extends DocumentData>(name: string, schema: z.ZodType<T>) => db.collection(name).withConverter<T, T>(converterFor(schema));

/**
 * Every collection, each declared once. A typed one reads and writes the documents of its schema; to type
 * another, write its zod schema (stored fields, Timestamps as z.instanceof(Timestamp)) in a *-model.ts of its
 * feature folder that does not import this module, and declare it here with typed('name', Schema).
 * A select() query reads part of each document, which its schema would refuse: drop the converter first
 * (withConverter(null)), as the SDK keeps it on the projection, and read the fields with get().
 */
export const collections = {
  tools: typed('tools', ToolDocument),
  reviews: typed('reviews', ReviewDocument),
  users: typed('users', UserDocument),
  orders: typed('orders', OrderDocument),
  /** One cart per user, at their uid. */
  carts: typed('carts', CartDocument),
  /** One address book per user, at their uid (functions/src/addresses/). */
  addressBooks: typed('addressBooks', AddressBookDocument),
  quotes: typed('quotes', QuoteDocument),
  /** Emails for the Trigger Email extension (functions/src/mail/mail.ts). */
  mail: typed('mail', MailDocument),
  /** Reviews an administrator has hidden: out of reviews/, so no public list or rule can reach them (admins read them). */
  hiddenReviews: typed('hiddenReviews', ReviewDocument),
  /** What administrators did (functions/src/audit/audit-store.ts); only ever created, in the commit of the change. */
  audit: typed('audit', AuditDocument),
  /** Fixed-window counters for the per-user limits on creating orders and reviews. */
  rateLimits: typed('rateLimits', RateWindow),
  /** Leases that serialise changes no transaction can cover (administrators: the claims live in Auth). */
  locks: typed('locks', LeaseDocument),
  /** Trade accounts (functions/src/companies/). */
  companies: typed('companies', CompanyDocument),
  /** One per member of a company, at their uid: a user belongs to at most one company. */
  memberships: typed('memberships', MembershipDocument),
  /** Invitations to join a company, open until accepted. */
  invitations: typed('invitations', InvitationDocument),
  /** Shipments of orders, at `<order id>-<number>` (functions/src/shipments/). */
  shipments: typed('shipments', ShipmentDocument),
  /** Every serial shipped, at the serial: created with its shipment, so a serial ships once. */
  serials: typed('serials', SerialDocument),
};

/** A company's payments: companies/{id}/payments. */
export const companyPayments = (companyId: string) =>
  collections.companies.doc(companyId).collection('payments').withConverter<CompanyPaymentDocument, CompanyPaymentDocument>(converterFor(CompanyPaymentDocument));

/** Whether `snap` was read through `ref`: the same document with the same converter (isEqual compares both). */
const readThrough = <T, D extends DocumentData>(snap: DocumentSnapshot<any, any>, ref: DocumentReference<T, D>): snap is DocumentSnapshot<T, D> =>
  snap.ref.isEqual(ref);

/**
 * Documents of one collection read in one call, typed. db.getAll builds each snapshot with its reference's
 * converter, but is declared untyped (unlike Transaction.getAll): each snapshot is checked to come from its
 * reference, which types it.
 */
export async function readAll<T, D extends DocumentData>(refs: DocumentReference<T, D>[]): Promise<DocumentSnapshot<T, D>[]> {
  if (refs.length === 0) return [];
  // Any reference, as getAll takes (a generic T is not assignable to its DocumentData).
  const anyRefs: DocumentReference<any, any>[] = refs;
  const snaps = await db.getAll(...anyRefs);
  return snaps.map((snap, i) => {
    if (!readThrough(snap, refs[i]!)) throw new Error(`getAll answered ${snap.ref.path} for ${refs[i]!.path}`);
    return snap;
  });
}

type Snapshots<G> = { [K in keyof G]: G[K] extends DocumentReference<infer T, infer D>[] ? DocumentSnapshot<T, D>[] : never };

/**
 * Documents of several collections read in one db.getAll (one round trip), each group typed by its
 * references, as readAll types one collection's.
 */
export async function readGroups<G extends Record<string, DocumentReference<any, any>[]>>(groups: G): Promise<Snapshots<G>> {
  const refs = Object.values(groups).flat();
  const snaps = refs.length ? await db.getAll(...refs) : [];
  let at = 0;
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]) => {
      const read = snaps.slice(at, (at += group.length));
      read.forEach((snap, i) => {
        if (!readThrough(snap, group[i]!)) throw new Error(`getAll answered another document for ${group[i]!.path}`);
      });
      return [name, read];
    }),
  ) as Snapshots<G>;
}

/** Commit errors that only mean something read for a try changed before it committed: read again. */
const LOST_RACE = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * Math.min(attempt + 1, 8)));

/**
 * Runs `attempt` (read, check, commit a batch preconditioned on what it read) until one commits. A try whose
 * commit lost a race to another writer reads again after a short random pause; any other error ends it.
 * This optimistic form lets many writers of one hot document through quickly, where transactions holding
 * read locks on it deadlock until a lock wait times out. After `tries` lost tries: `busy`, a 503.
 */
export async function commitOptimistically<T>(tries: number, busy: () => Error, attempt: () => Promise<T>): Promise<T> {
  for (let run = 0; run < tries; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
      await pause(run);
    }
  }
  throw busy();
}

/** Transactions on a document many writers contend for (an order, a company) retry a few more times than the default. */
export const CONTENDED = { maxAttempts: 20 };

/** The Firestore emulator's answer to a request on a transaction it closed (for example after a lock wait timed out). */
const isClosedTransaction = (error: unknown) =>
  (error as { code?: number }).code === 3 && /Transaction is invalid or closed/.test((error as Error).message ?? '');

/**
 * db.runTransaction, run again (up to three times in all) if the transaction was closed under it. Under lock
 * contention the emulator closes a transaction whose lock wait timed out and answers its next request
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry as it does ABORTED.
 * Nothing was committed, so running the whole transaction again is safe.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>, options?: { maxAttempts?: number }): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (run >= 3 || !isClosedTransaction(error)) throw error;
    }
  }
}
