import { Timestamp } from 'firebase-admin/firestore';
import type { Role, User } from '@store/contract/user';

export interface UserDocument {
  email: string;
  displayName: string;
  /** Mirrors the custom claim `admin` for listing; the claim is the truth. */
  role: Role;
  emailVerified: boolean;
  claimsUpdatedAt: Timestamp | null;
  createdAt: Timestamp;
}

export function toUser(uid: string, doc: UserDocument): User {
  return {
    uid,
    email: doc.email,
    displayName: doc.displayName,
    role: doc.role,
    emailVerified: doc.emailVerified ?? false,
    claimsUpdatedAt: doc.claimsUpdatedAt ? doc.claimsUpdatedAt.toDate().toISOString() : null,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}
