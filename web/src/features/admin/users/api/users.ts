import { userRoutes } from '@store/contract/user-routes';
import { USERS_PAGE_MAX } from '@store/contract/user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

/** Every registered user, a page at a time, with the total for "All Users: N". */
export function usersQuery() {
  const query = { limit: USERS_PAGE_MAX };
  return cursorPagedQuery(queryKeys.pages(userRoutes.listUsers, { query }), (cursor, signal) =>
    callApi(userRoutes.listUsers, { query: { ...query, cursor } }, { signal }),
  );
}

export const useUsers = () =>
  useInfiniteQuery({
    ...usersQuery(),
    select: ({ pages }) => ({ users: pages.flatMap((page) => page.users), total: pages[0]?.total }),
  });
