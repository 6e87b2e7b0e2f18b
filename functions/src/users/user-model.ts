import { z } from '@store/contract/zod';
import { DEFAULT_LOCALE } from '@store/contract/locale';
import { User } from '@store/contract/user';
import { StoredTime } from '../stored-time';

/** A users/{uid} document: the account as Auth has it, mirrored for listing. */
export const UserDocument = User.pick({ email: true, displayName: true }).extend({
  /** Mirrors the custom claim `admin` for listing; the claim is the truth. */
  role: User.shape.role,
  /** Absent from documents written before accounts mirrored their verification; read as false. */
  emailVerified: z.boolean().optional(),
  /** The language the user chose (PUT /api/user/:email); absent until they choose, read as English. */
  locale: User.shape.locale.optional(),
  claimsUpdatedAt: StoredTime.nullable(),
  createdAt: StoredTime,
});
export type UserDocument = z.infer<typeof UserDocument>;

export function toUser(uid: string, doc: UserDocument): User {
  return {
    uid,
    email: doc.email,
    displayName: doc.displayName,
    role: doc.role,
    emailVerified: doc.emailVerified ?? false,
    locale: doc.locale ?? DEFAULT_LOCALE,
    claimsUpdatedAt: doc.claimsUpdatedAt ? doc.claimsUpdatedAt.toDate().toISOString() : null,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}
