import { DISPLAY_NAME_MAX } from '@store/contract/constants';
import { reservedDisplayNameReason } from '@store/contract/display-name';
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

export const emailRules = {
  required: 'Email is required',
  pattern: { value: EMAIL_PATTERN, message: 'Enter a valid email address' },
  setValueAs: (value: string) => value.trim(),
} satisfies FieldRule;

export const passwordRules = { required: 'Password is required' } satisfies FieldRule;

// Firebase Auth refuses passwords shorter than 6 characters.
export const newPasswordRules = {
  required: 'Password is required',
  minLength: { value: 6, message: 'Password must be at least 6 characters' },
} satisfies FieldRule;

export const usernameRules = {
  validate: (value: string) => {
    if (value.trim().length === 0) return 'Username is required';
    // The name is shown with the customer's reviews: the API refuses one that passes for the store.
    const reserved = reservedDisplayNameReason(value);
    return reserved ? `Username ${reserved}` : true;
  },
  maxLength: { value: DISPLAY_NAME_MAX, message: `Username must be at most ${DISPLAY_NAME_MAX} characters` },
  setValueAs: (value: string) => value.trim(),
} satisfies FieldRule;
