import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses with a contract schema; a failure names the field and the reason. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`);
}
