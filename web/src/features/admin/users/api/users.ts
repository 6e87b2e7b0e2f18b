import { userRoutes } from '@store/contract/user-routes';
import { USERS_PAGE_MAX } from '@store/contract/user';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

/** The registered users in email order, a page at a time; with `q`, those whose email starts with it. */
export function usersQuery(q: string | undefined) {
  const query = { q: q || undefined, limit: USERS_PAGE_MAX };
  return cursorPagedQuery(queryKeys.pages(userRoutes.listUsers, { query }), (cursor, signal) =>
    callApi(userRoutes.listUsers, { query: { ...query, cursor } }, { signal }),
  );
}

/** The users an email prefix selects (every user without one), with how many it selects in all. */
export const useUsers = (q?: string) =>
  useInfiniteQuery({
    ...usersQuery(q),
    // The rows of the last search stay, under a progress bar, until those of the new one come.
    placeholderData: keepPreviousData,
    select: ({ pages }) => ({ users: pages.flatMap((page) => page.users), total: pages[0]?.total }),
  });

/**
 * How many users there are, whatever the search: the total of the unsearched list, which is the list itself
 * (one request) until a search starts, and stays cached and kept fresh meanwhile.
 */
export const useUserCount = () => useInfiniteQuery({ ...usersQuery(undefined), select: ({ pages }) => pages[0]?.total }).data;
