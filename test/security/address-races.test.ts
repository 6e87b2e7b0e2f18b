import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '@store/contract/address-book';
import { collections } from '../../functions/src/firebase';
import { api, createUser, expectStatus, resetEmulators, warmUpWorkers, type TestUser } from '../../functions/src/test-support/emulators';
import { writeFigures } from './support';

// One customer's address book changed from many tabs at once. The book is one document written in transactions,
// so whatever the order the writes land in: never more than 10 addresses, exactly one default while there are
// any, and a default that is always one of the addresses kept.

const figures: Record<string, unknown> = {};
let admin: TestUser;
beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, email: 'address-races-admin@example.com' });
  await warmUpWorkers(admin.token);
}, 240_000);
afterAll(() => writeFigures('address-races', figures));

const address = (n: number) => ({ lines: `House ${n}, Road ${n}`, area: 'Mirpur', district: 'dhaka' });
const bookOf = async (user: TestUser) => expectStatus(await api('GET', '/addresses', { token: user.token }), 200, 'the book');
/** The stored book, read past the API: its default names one of its addresses, or none when it has none. */
async function expectConsistent(user: TestUser) {
  const stored = (await collections.addressBooks.doc(user.uid).get()).data()!;
  const ids = stored.addresses.map((kept) => kept.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBeLessThanOrEqual(ADDRESS_BOOK_MAX);
  if (ids.length === 0) expect(stored.defaultId).toBeNull();
  else expect(ids).toContain(stored.defaultId);
  return stored;
}

describe('an address book written from many tabs at once', () => {
  it(`15 creates at once, each asking to be the default: exactly ${ADDRESS_BOOK_MAX} kept, the other 5 refused with address-book-full, one default among them`, async () => {
    const buyer = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) => api('POST', '/addresses', { token: buyer.token, body: { ...address(n), default: n % 2 === 0 } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15 - ADDRESS_BOOK_MAX);
    for (const res of answers.filter((answer) => answer.status === 409)) expect(res.body.error.code).toBe('address-book-full');
    const stored = await expectConsistent(buyer);
    expect(stored.addresses).toHaveLength(ADDRESS_BOOK_MAX);
    // The ones kept are exactly those answered 201.
    const created = answers.filter((res) => res.status === 201).map((res) => res.body.id as string);
    expect(new Set(stored.addresses.map((kept) => kept.id))).toEqual(new Set(created));
    const book = await bookOf(buyer);
    expect(book.addresses.map((kept: { id: string }) => kept.id)).toContain(book.defaultId);
    figures.creates = { attempts: 15, kept: stored.addresses.length, refused: statuses.filter((status) => status === 409).length };
  });

  it('the same new address saved from two checkouts at once is kept once', async () => {
    const buyer = await createUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', '/addresses', { token: buyer.token, body: address(1) })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect((await expectConsistent(buyer)).addresses).toHaveLength(1);
    figures.sameAddress = { attempts: 6, kept: 1 };
  });

  it('deletes racing make-default calls, round after round: the default is always an address still kept', async () => {
    const ROUNDS = 6;
    let defaultsChecked = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await createUser();
      const ids: string[] = [];
      for (let n = 0; n < 6; n++) ids.push(expectStatus(await api('POST', '/addresses', { token: buyer.token, body: address(n) }), 201, 'an address').id);
      // Three addresses deleted while each of the six is made the default, the deleted ones included.
      const deleted = ids.filter((_, n) => (n + round) % 2 === 0);
      const calls = [
        ...deleted.map((id) => api('DELETE', `/addresses/${id}`, { token: buyer.token })),
        ...ids.map((id) => api('PATCH', `/addresses/${id}`, { token: buyer.token, body: { default: true } })),
      ];
      const answers = await Promise.all(calls);
      for (const res of answers.slice(0, deleted.length)) expect(res.status).toBe(204);
      // A make-default of an address already deleted is a 404, never a default left pointing at it.
      for (const res of answers.slice(deleted.length)) expect([200, 404]).toContain(res.status);
      const stored = await expectConsistent(buyer);
      expect(stored.addresses.map((kept) => kept.id).sort()).toEqual(ids.filter((id) => !deleted.includes(id)).sort());
      defaultsChecked++;
    }
    figures.deleteAndDefault = { rounds: ROUNDS, deletesPerRound: 3, makeDefaultsPerRound: 6, defaultsLeftDangling: 0, defaultsChecked };
  });

  it('deleting every address while others are made the default leaves an empty book with no default', async () => {
    const buyer = await createUser();
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) ids.push(expectStatus(await api('POST', '/addresses', { token: buyer.token, body: address(n) }), 201, 'an address').id);
    await Promise.all([
      ...ids.map((id) => api('DELETE', `/addresses/${id}`, { token: buyer.token })),
      ...ids.map((id) => api('PATCH', `/addresses/${id}`, { token: buyer.token, body: { default: true } })),
    ]);
    expect(await bookOf(buyer)).toEqual({ addresses: [], defaultId: null });
    await expectConsistent(buyer);
  });
});
