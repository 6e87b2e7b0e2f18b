import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses a body, query or path with a contract schema; any problem is a 400 naming the field at fault. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path' | 'headers'): z.output<S> {
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const path = issue.path.map(String);
    // Unknown keys are reported on the key itself, so the caller sees which field to drop.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...path, ...keys.slice(0, 1)].join('.') || where;
    const message = issue.code === 'unrecognized_keys' ? `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` : issue.message;
    return { field, message };
  });
  const first = details[0]!;
  const message = where === 'body' && first.field === 'body' ? 'The body must be a JSON object' : `${first.field}: ${first.message}`;
  throw new ApiError('invalid-argument', message, details);
}
