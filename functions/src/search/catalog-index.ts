import type { DocumentChange, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { toTool, type ToolDocument } from '../tools/tool-model';
import { ToolSearchIndex } from './tool-search-index';

/** How long a catalog answer waits for this instance's listener to deliver what Firestore already has. */
const CATCH_UP_MS = 5_000;
/** A listener behind Firestore that delivers nothing for this long is replaced by a new one (in the background). */
const STALLED_MS = 30_000;
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
 *   have died meanwhile. So before a catalog answer the index is checked against Firestore: the newest change (by
 *   updatedAt, which every writer of tools sets) must be in it, and, every 30 s, the number of tools must match.
 *   When either is behind, the answer waits up to 5 s for the listener to catch up with that read; failing that, it
 *   takes the newest change from the check itself. A listener that stays behind and silent for 30 s is replaced by a
 *   new one, whose first snapshot rebuilds the index while the old index keeps answering.
 * - So a catalog answer shows the last add or edit committed before it was asked (an administrator sees the tool they
 *   just added), and everything else as soon as the listener delivers it: within a second normally, within about
 *   35 s (the stall, then a rebuild) if it died.
 * - Suggestions, asked at every keystroke, check at most every 15 s, in the background unless the last check is
 *   older than 45 s.
 */
class CatalogIndex {
  private index = new ToolSearchIndex();
  /**
   * The version (update time) of every tool document the index has seen, indexed or, not fitting the schema, left
   * out: what the checks against Firestore compare, and what keeps an older version from replacing a newer one.
   */
  private versions = new Map<string, string>();
  /** The first build, which the first requests wait for; later listeners rebuild in the background. */
  private built: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;
  /** Set when the SDK gives up on the listener: the next check listens anew. */
  private listenerFailed = false;
  /** The read time of the last snapshot applied: every change committed until then is in the index. */
  private syncedTo = '';
  private snapshotsApplied = 0;
  private readonly onSnapshot = new Set<() => void>();
  /** When the checks first found the index behind with the listener silent, and how many snapshots it had applied then. */
  private behind: { since: number; snapshots: number } | null = null;
  private countCheckedAt = 0;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  /** The index, checked against Firestore now. */
  async forCatalog(): Promise<ToolSearchIndex> {
    await this.build();
    await this.check();
    return this.index;
  }

  /** The index, checked against Firestore within the last 15 s (45 s at worst). */
  async forSuggestions(): Promise<ToolSearchIndex> {
    await this.build();
    const age = Date.now() - this.checkedAt;
    if (age > CHECK_MS) {
      this.checking ??= this.check().finally(() => (this.checking = null));
      if (age > STALE_MS) await this.checking;
      else this.checking.catch((error: unknown) => console.error('search: checking the index failed', error));
    }
    return this.index;
  }

  private build(): Promise<void> {
    this.built ??= this.listen().catch((error: unknown) => {
      this.built = null;
      throw error;
    });
    return this.built;
  }

  /** Listens to the tools; the promise settles with the first snapshot, which replaces the whole index. */
  private listen(): Promise<void> {
    this.stopListening?.();
    return new Promise<void>((resolve, reject) => {
      let first = true;
      this.stopListening = collections.tools.onSnapshot(
        (snapshot) => {
          if (first) this.rebuild(snapshot.docs);
          else this.apply(snapshot.docChanges());
          this.syncedTo = snapshot.readTime.valueOf();
          this.snapshotsApplied += 1;
          for (const wake of this.onSnapshot) wake();
          if (first) resolve();
          first = false;
        },
        (error) => {
          console.error('search: the tools listener stopped', error);
          this.listenerFailed = true;
          if (first) reject(error);
        },
      );
    });
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
      if (type === 'removed') {
        this.index.remove(doc.id);
        this.versions.delete(doc.id);
      } else {
        this.put(doc);
      }
    }
  }

  /** Indexes a document unless the index has a newer version of it (the check may have put one in ahead of the listener). */
  private put(doc: QueryDocumentSnapshot<ToolDocument>) {
    const version = doc.updateTime.valueOf();
    if ((this.versions.get(doc.id) ?? '') > version) return;
    const tool = readTool(doc);
    if (tool) this.index.upsert(tool);
    else this.index.remove(doc.id);
    this.versions.set(doc.id, version);
  }

  /**
   * Holds the index to Firestore: the newest change, and every 30 s the count. When either is not in yet, waits up
   * to 5 s for the listener to apply a snapshot at least as new as that read; then puts in the newest change itself,
   * and replaces a listener that has said nothing for 30 s while behind.
   */
  private async check(): Promise<void> {
    if (this.listenerFailed) this.relisten('the listener failed');
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
    const readTime = [newest.readTime, count?.readTime].filter((time): time is Timestamp => time !== undefined).map((time) => time.valueOf()).sort().at(-1)!;
    if ((newestIn && countMatches) || (await this.caughtUp(readTime))) {
      this.behind = null;
      return;
    }
    if (latest) this.put(latest);
    if (!this.behind || this.behind.snapshots !== this.snapshotsApplied) this.behind = { since: Date.now(), snapshots: this.snapshotsApplied };
    else if (Date.now() - this.behind.since > STALLED_MS) this.relisten(`the listener was behind and silent for ${STALLED_MS / 1000} s`);
  }

  /** Whether the listener applies a snapshot read at `readTime` or later within CATCH_UP_MS. */
  private async caughtUp(readTime: string): Promise<boolean> {
    if (this.syncedTo >= readTime) return true;
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
    return this.syncedTo >= readTime;
  }

  /** A new listener, whose first snapshot replaces the index; meanwhile the old index answers. */
  private relisten(why: string) {
    console.warn(`search: ${why}; listening anew`);
    this.listenerFailed = false;
    this.behind = null;
    this.listen().catch((error: unknown) => console.error('search: listening anew failed', error));
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
