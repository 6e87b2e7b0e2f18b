import { useRef, useState, type FormEvent } from 'react';
import { useAuthErrorText } from './auth-error-text';

/** What a sign-in field must be; each rule says its own message. */
export interface FieldRule {
  required?: string;
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
  validate?: (value: string) => true | string;
  /** The value the form checks and submits (trimmed, say), from what was typed. */
  setValueAs?: (value: string) => string;
}

type Errors<F> = Partial<Record<keyof F, { message: string }>>;

function check(rule: FieldRule, typed: string): string | undefined {
  const value = rule.setValueAs ? rule.setValueAs(typed) : typed;
  if (rule.required && value === '') return rule.required;
  if (rule.minLength && value.length < rule.minLength.value) return rule.minLength.message;
  if (rule.maxLength && value.length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.pattern && !rule.pattern.value.test(value)) return rule.pattern.message;
  const verdict = rule.validate?.(value);
  return typeof verdict === 'string' ? verdict : undefined;
}

/**
 * The sign-in forms' few text fields: checked on submit, then again as they change, the first wrong one
 * focused, the submit handler given the values as setValueAs makes them; what it throws is said as the failure. (react-hook-form, which the other
 * forms use, would add 16 KiB to the download of the login, register and reset pages for this.)
 */
export type AuthForm = ReturnType<typeof useAuthForm>;

export function useAuthForm<F extends { [K in keyof F]: string }>(defaults: F, rules: Record<keyof F, FieldRule>) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  /** Why the last submit failed, said under the form. */
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useAuthErrorText();
  const inputs = useRef<Partial<Record<keyof F, HTMLInputElement | null>>>({});
  const names = Object.keys(rules) as (keyof F)[];

  // The fields are the browser's own (uncontrolled): what a visitor types before the page is hydrated stays.
  const typedValues = () => Object.fromEntries(names.map((name) => [name, inputs.current[name]?.value ?? defaults[name]])) as F;

  const errorsOf = (values: F): Errors<F> => {
    const found: Errors<F> = {};
    for (const name of names) {
      const message = check(rules[name], values[name]);
      if (message) found[name] = { message };
    }
    return found;
  };

  /** A field's props for TextInput: its first value and handlers, and the message of what is wrong with it. */
  const field = (name: keyof F) => ({
    name: String(name),
    required: Boolean(rules[name].required),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    defaultValue: defaults[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: () => {
      if (submitted) setErrors(errorsOf(typedValues()));
    },
  });

  const handleSubmit = (onValid: (values: F) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const values = typedValues();
    const found = errorsOf(values);
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    const cleaned = Object.fromEntries(names.map((name) => [name, rules[name].setValueAs?.(values[name]) ?? values[name]])) as F;
    setSubmitting(true);
    setFailure(null);
    try {
      await onValid(cleaned);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, isSubmitting, failure, setFailure };
}
