import type { Locale } from '@store/contract/locale';
import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { callApi } from '../../lib/api-client';
import { invalidateResources } from '../../lib/query-keys';

/**
 * Records the signed-in user in users/ (the server ignores any role sent), with the language of the page a new
 * account signed up on (`locale`: their mail is written in it). Not fatal if it fails: the next sign-in records
 * the user again.
 */
export function useRecordUser() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ email, displayName, locale }: { email: string; displayName?: string; locale?: Locale }) =>
      callApi(userRoutes.recordUser, { params: { email }, body: { ...(displayName && { displayName }), ...(locale && { locale }) } }),
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
  return async (user: User, displayName = user.displayName ?? undefined, locale?: Locale): Promise<void> => {
    if (!user.email) return;
    try {
      await mutateAsync({ email: user.email, displayName, locale });
    } catch (error) {
      console.warn('Could not record the user profile:', error);
    }
  };
}
