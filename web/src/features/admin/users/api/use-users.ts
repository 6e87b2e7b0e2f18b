import { api } from '@store/contract/routes';
import { USERS_PAGE_MAX, type User } from '@store/contract/user';
import { callApi } from '../../../../lib/api-client';
import { usePagedList } from '../../use-paged-list';

/** GET /api/user: every registered user, a page at a time, with the total for "All Users: N". */
export function useUsers() {
  return usePagedList<User>(async (cursor, signal) => {
    const page = await callApi(api.listUsers, { query: { limit: USERS_PAGE_MAX, cursor } }, { signal });
    return { items: page.users, nextCursor: page.nextCursor, total: page.total };
  }, []);
}
