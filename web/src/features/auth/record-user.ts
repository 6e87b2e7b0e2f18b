import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { callApi } from '../../lib/api-client';
import { invalidateResources } from '../../lib/query-keys';

/**
 * Records the signed-in user in users/ (the server ignores any role sent).
 * Not fatal if it fails: the next sign-in records the user again.
 */
export function useRecordUser() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ email, displayName }: { email: string; displayName?: string }) =>
      callApi(userRoutes.recordUser, { params: { email }, body: displayName ? { displayName } : {} }),
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
  return async (user: User, displayName = user.displayName ?? undefined): Promise<void> => {
    if (!user.email) return;
    try {
      await mutateAsync({ email: user.email, displayName });
    } catch (error) {
      console.warn('Could not record the user profile:', error);
    }
  };
}
