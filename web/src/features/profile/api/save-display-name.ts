import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, type User } from 'firebase/auth';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * Renames the signed-in user in Firebase Auth, then records the name in users/ through the API
 * (reviews and the admin's user list read it there).
 */
export function useSaveDisplayName(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (displayName: string) => {
      await updateProfile(user, { displayName });
      // A fresh ID token carries the new name and tells every auth listener (the nav bar too).
      await user.getIdToken(true);
      const email = user.email ?? '';
      return callApi(userRoutes.recordUser, { params: { email }, body: { email, displayName } });
    },
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
}
