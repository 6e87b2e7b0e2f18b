import { z } from './zod';
import { Cursor, cursorPage, DocId, Email, IsoDate, isWellFormed, pageLimit, text } from './common';
import { DISPLAY_NAME_MAX } from './constants';
import { LOCALES } from './locale';
import { reservedDisplayNameReason } from './display-name';

export { DISPLAY_NAME_MAX };

export const ROLES = ['admin', 'user'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const USERS_PAGE_MAX = 100;

/** The language a user chose for the store, which their emails are written in. */
export const UserLocale = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });

export const User = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: Role,
  emailVerified: z.boolean(),
  /** "en" for a user who never chose. */
  locale: UserLocale,
  /** Changes whenever the server changes this user's custom claims: the app then refreshes its ID token. */
  claimsUpdatedAt: IsoDate.nullable(),
  createdAt: IsoDate,
});
export type User = z.infer<typeof User>;

/** A name a customer chooses to be shown by: text, and nothing that passes for the store or its people. */
const displayName = (label: string) =>
  text(label, DISPLAY_NAME_MAX).superRefine((value, ctx) => {
    const reason = reservedDisplayNameReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: `${label} ${reason}` });
  });

/**
 * Body of PUT /api/user/:email. Everything else in the body (a role, say) is ignored:
 * only the admin routes change a role.
 */
export const UpsertUserBody = z.object({
  email: z.string().optional(),
  displayName: displayName('displayName').optional(),
  locale: UserLocale.optional(),
});
export type UpsertUserBody = z.infer<typeof UpsertUserBody>;

/** The My Profile form: the display name is the only editable field. */
export const ProfileInput = z.object({ displayName: displayName('Name') }).strict();
export type ProfileInput = z.infer<typeof ProfileInput>;

export const AdminStatus = z.object({ admin: z.boolean() });
export type AdminStatus = z.infer<typeof AdminStatus>;

/** Paths that name an account by email (/user/:email) or by uid (DELETE /user/:uid). */
export const EmailPath = z.object({ email: Email });
export const UidPath = z.object({ uid: DocId });

export const UserListQuery = z
  .object({
    /** The start of an email address: "ali" finds alice@example.com. */
    q: z
      .string()
      .trim()
      .min(1, 'q must not be empty')
      .max(254, 'q must be at most 254 characters')
      .refine(isWellFormed, 'q contains a broken character (half of a UTF-16 pair)')
      .transform((value) => value.toLowerCase())
      .optional(),
    limit: pageLimit(USERS_PAGE_MAX, 50),
    cursor: Cursor.optional(),
  })
  .strict();
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserPage = cursorPage({ users: z.array(User), total: z.number() });
export type UserPage = z.infer<typeof UserPage>;
