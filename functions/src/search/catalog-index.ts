import { Timestamp, type DocumentChange, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { toTool, type ToolDocument } from '../tools/tool-model';
import { ToolSearchIndex } from './tool-search-index';

/** How long a catalog answer waits for this instance's listener to deliver what Firestore already has. */
const CATCH_UP_MS = 2_000;
/** A listener behind Firestore that delivers nothing for this long is replaced by a new one (in the background). */
const STALLED_MS = 30_000;
/** How often the number of tools is held to Firestore's: deletes leave nothing for the newest-change check to see. */
const COUNT_CHECK_MS = 15_000;
/**
 * How far before the newest change the index has the check reads again when the listener lags: a transaction sets
 * updatedAt when it starts, so a change may commit after a newer-dated one.
 */
const SKEW_MS = 60_000;
/** The most recent changes the check reads in one go when the listener lags. */
const RECENT_MAX = 500;
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
 *   have died meanwhile; the Firestore emulator works a listener's snapshot out anew over the whole collection at
 *   every commit, which takes seconds with thousands of tools. So before a catalog answer the index is checked
 *   against Firestore: the newest change (by updatedAt, which every writer of tools sets) must be in it (one read),
 *   and, every 15 s, the number of tools must match (a count()). When either is behind, the answer waits up to 2 s
 *   for the listener to catch up with that read; failing that, the check reads the changes of the last minute
 *   before the newest the index has, and, if the count differs, the ids of all tools, to drop the deleted ones.
 *   A listener that stays behind and silent for 30 s is replaced by a new one, whose first snapshot rebuilds the
 *   index while the old index keeps answering.
 * - So a catalog answer shows every add and edit committed before it was asked (an administrator sees the tool they
 *   just added), and a delete within about 20 s at worst; with a live listener, everything within a second.
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
  /** The latest updatedAt of the tools indexed, in ms: where the check reads recent changes from. */
  private newestChangeMs = 0;
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
    // One at a time, not Math.max(...all): spreading tens of thousands of arguments can overflow the stack.
    this.newestChangeMs = tools.reduce((newest, tool) => Math.max(newest, Date.parse(tool.updatedAt)), 0);
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

  /** Indexes a document unless the index has it already, or a newer version (the check may read one ahead of the listener). */
  private put(doc: QueryDocumentSnapshot<ToolDocument>) {
    const version = doc.updateTime.valueOf();
    if ((this.versions.get(doc.id) ?? '') >= version) return;
    const tool = readTool(doc);
    if (tool) this.index.upsert(tool);
    else this.index.remove(doc.id);
    this.versions.set(doc.id, version);
    if (tool) this.newestChangeMs = Math.max(this.newestChangeMs, Date.parse(tool.updatedAt));
  }

  /**
   * Holds the index to Firestore: the newest change, and every 15 s the count. When either is not in yet, waits up
   * to 2 s for the listener to apply a snapshot at least as new as that read; then reads what the listener has not
   * delivered, and replaces a listener that has said nothing for 30 s while behind.
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
    if (!newestIn) await this.readRecentChanges();
    if (!countMatches) await this.dropDeleted();
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

  /** The changes of the minute before the newest the index has, and since. */
  private async readRecentChanges() {
    const since = Timestamp.fromMillis(Math.max(0, this.newestChangeMs - SKEW_MS));
    const recent = await collections.tools.where('updatedAt', '>=', since).orderBy('updatedAt', 'desc').limit(RECENT_MAX).get();
    for (const doc of recent.docs) this.put(doc);
  }

  /** Drops the tools Firestore no longer has: their ids alone are read (a projection), one read per tool. */
  private async dropDeleted() {
    const ids = await collections.tools.withConverter(null).select().get();
    const present = new Set(ids.docs.map((doc) => doc.id));
    for (const id of [...this.versions.keys()].filter((known) => !present.has(known))) {
      this.index.remove(id);
      this.versions.delete(id);
    }
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
