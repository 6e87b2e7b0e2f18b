import { DISPLAY_NAME_MAX } from '@store/contract/constants';
import { reservedDisplayNamePart } from '@store/contract/display-name';
import { useMemo } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import type { FieldRule } from './use-auth-form';

// The sign-in forms check their fields with these rules (./use-auth-form.ts): the contract has no schema for
// them (Firebase Auth is the judge), and it keeps zod out of these pages' first download.

export interface LoginFields {
  email: string;
  password: string;
}

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
}

/** Loose on purpose: Firebase Auth has the last word on what an address is. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Firebase Auth refuses passwords shorter than this. */
const PASSWORD_MIN = 6;

/** The rules of the sign-in forms' fields, their messages in the page's language. */
export function useAuthRules() {
  const { formatMessage } = useIntl();
  return useMemo(
    () => ({
      emailRules: {
        required: formatMessage({ id: 'auth.emailRequired' }),
        pattern: { value: EMAIL_PATTERN, message: formatMessage({ id: 'auth.emailInvalid' }) },
        setValueAs: (value: string) => value.trim(),
      } satisfies FieldRule,
      passwordRules: { required: formatMessage({ id: 'auth.passwordRequired' }) } satisfies FieldRule,
      newPasswordRules: {
        required: formatMessage({ id: 'auth.passwordRequired' }),
        minLength: { value: PASSWORD_MIN, message: formatMessage({ id: 'auth.passwordTooShort' }, { min: PASSWORD_MIN }) },
      } satisfies FieldRule,
      usernameRules: {
        validate: (value: string) => {
          if (value.trim().length === 0) return formatMessage({ id: 'auth.usernameRequired' });
          // The name is shown with the customer's reviews: the API refuses one that passes for the store.
          const reserved = reservedDisplayNamePart(value);
          if (!reserved) return true;
          return 'word' in reserved ? formatMessage({ id: 'auth.usernameReservedWord' }, { word: reserved.word }) : formatMessage({ id: 'auth.usernameCheckMark' });
        },
        maxLength: { value: DISPLAY_NAME_MAX, message: formatMessage({ id: 'auth.usernameTooLong' }, { max: DISPLAY_NAME_MAX }) },
        setValueAs: (value: string) => value.trim(),
      } satisfies FieldRule,
    }),
    [formatMessage],
  );
}
