import type { DocumentChange, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { toTool, type ToolDocument } from '../tools/tool-model';
import { ToolSearchIndex } from './tool-search-index';

/** How long an answer waits for this instance's listener to deliver what Firestore already has, before listening anew. */
const CATCH_UP_MS = 10_000;
/** How often the number of tools is held to Firestore's: deletes leave nothing for the newest-change check to see. */
const COUNT_CHECK_MS = 30_000;
/** How long suggestions answer from the index unchecked; past STALE_MS they wait for the check. */
const CHECK_MS = 15_000;
const STALE_MS = 45_000;

/**
 * This instance's search index of the whole catalog, kept in step with Firestore.
 *
 * - Built on first use from a listener on the tools collection (its first snapshot is every tool; concurrent first
 *   requests share that one build), which then applies every change: adds, edits, stock and ratings from orders and
 *   reviews, deletes. On a running instance a change is in the index within a second, whoever wrote it.
 * - A listener can fall behind unseen: Cloud Functions gives an instance no CPU between requests, and its stream may
 *   have died meanwhile. So before a catalog answer the index is checked against Firestore: the newest change
 *   (by updatedAt, which every writer of tools sets) must be in it, and, every 30 s, the number of tools must match.
 *   When either is behind, the answer waits until the listener has caught up with that read, and listens anew if the
 *   listener says nothing for 10 s. Catalog answers thus include every add and edit committed before they were
 *   asked (an administrator sees the tool they just added), and deletes within 30 s.
 * - Suggestions, asked at every keystroke, check at most every 15 s, in the background unless the last check is
 *   older than 45 s.
 */
class CatalogIndex {
  private index = new ToolSearchIndex();
  /**
   * The version (update time) of every tool document the listener has seen, indexed or, not fitting the schema,
   * left out: what the checks against Firestore compare.
   */
  private versions = new Map<string, string>();
  private listening: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;
  /** The read time of the last snapshot applied; every change committed until then is in the index. */
  private syncedTo = '';
  private snapshotsApplied = 0;
  private readonly onSnapshot = new Set<() => void>();
  private countCheckedAt = 0;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  /** The index, checked against Firestore now. */
  async forCatalog(): Promise<ToolSearchIndex> {
    await this.listen();
    await this.check();
    return this.index;
  }

  /** The index, checked against Firestore within the last 15 s (45 s at worst). */
  async forSuggestions(): Promise<ToolSearchIndex> {
    await this.listen();
    const age = Date.now() - this.checkedAt;
    if (age > CHECK_MS) {
      this.checking ??= this.check().finally(() => (this.checking = null));
      if (age > STALE_MS) await this.checking;
      else this.checking.catch((error: unknown) => console.error('search: checking the index failed', error));
    }
    return this.index;
  }

  private listen(): Promise<void> {
    this.listening ??= new Promise<void>((resolve, reject) => {
      let built = false;
      this.stopListening = collections.tools.onSnapshot(
        (snapshot) => {
          if (!built) {
            built = true;
            this.rebuild(snapshot.docs);
            resolve();
          } else {
            this.apply(snapshot.docChanges());
          }
          this.syncedTo = snapshot.readTime.valueOf();
          this.snapshotsApplied += 1;
          for (const wake of this.onSnapshot) wake();
        },
        (error) => {
          // The SDK has given up on this listener: the next use listens anew (and rebuilds).
          console.error('search: the tools listener stopped', error);
          this.listening = null;
          if (!built) reject(error);
        },
      );
    });
    return this.listening;
  }

  /** Stops the listener and builds the index anew from a new one. */
  private relisten(): Promise<void> {
    this.stopListening?.();
    this.listening = null;
    return this.listen();
  }

  private rebuild(docs: QueryDocumentSnapshot<ToolDocument>[]) {
    const tools = [];
    const versions = new Map<string, string>();
    for (const doc of docs) {
      const tool = readTool(doc);
      if (tool) tools.push(tool);
      versions.set(doc.id, doc.updateTime.valueOf());
    }
    this.index = new ToolSearchIndex(tools);
    this.versions = versions;
  }

  private apply(changes: DocumentChange<ToolDocument>[]) {
    for (const { type, doc } of changes) {
      const tool = type === 'removed' ? null : readTool(doc);
      if (tool) this.index.upsert(tool);
      else this.index.remove(doc.id);
      if (type === 'removed') this.versions.delete(doc.id);
      else this.versions.set(doc.id, doc.updateTime.valueOf());
    }
  }

  /**
   * Holds the index to Firestore: the newest change, and every 30 s the count. When either is not in yet, waits for
   * the listener to apply a snapshot at least as new as that read.
   */
  private async check(): Promise<void> {
    const countDue = Date.now() - this.countCheckedAt > COUNT_CHECK_MS;
    const [newest, count] = await Promise.all([
      collections.tools.orderBy('updatedAt', 'desc').limit(1).get(),
      countDue ? collections.tools.count().get() : null,
    ]);
    this.checkedAt = Date.now();
    if (count) this.countCheckedAt = this.checkedAt;
    const latest = newest.docs[0];
    const newestIn = !latest || (this.versions.get(latest.id) ?? '') >= latest.updateTime.valueOf();
    const countMatches = !count || count.data().count === this.versions.size;
    if (newestIn && countMatches) return;
    const readTime = [newest.readTime, count?.readTime].filter((time): time is Timestamp => time !== undefined).map((time) => time.valueOf()).sort().at(-1)!;
    await this.catchUp(readTime);
  }

  /** Waits until the listener has applied a snapshot read at `readTime` or later; listens anew if it stays silent. */
  private async catchUp(readTime: string): Promise<void> {
    if (this.syncedTo >= readTime) return;
    const applied = this.snapshotsApplied;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.onSnapshot.delete(wake);
        resolve();
      };
      const wake = () => {
        if (this.syncedTo >= readTime) done();
      };
      const timer = setTimeout(done, CATCH_UP_MS);
      this.onSnapshot.add(wake);
    });
    if (this.syncedTo < readTime && this.snapshotsApplied === applied) {
      console.warn(`search: the tools listener was silent for ${CATCH_UP_MS / 1000} s while behind; listening anew`);
      await this.relisten();
    }
  }
}

/** The tool a document holds, or null (logged) for one that does not fit the schema: one bad document never stops search. */
function readTool(doc: QueryDocumentSnapshot<ToolDocument>) {
  try {
    return toTool(doc.id, doc.data());
  } catch (error) {
    console.error(`search: left out ${doc.ref.path}`, error);
    return null;
  }
}

export const catalogIndex = new CatalogIndex();
