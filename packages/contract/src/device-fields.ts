import { z } from 'zod';
import { LIST_LIMIT } from './device-enums.js';

/** Field rules shared by the device, variable, port and firmware calls. */

export const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v): 0 | 1 => (v ? 1 : 0));
export const text = (max: number) => z.string().trim().max(max);
export const positiveInt = z.number().int().positive();
/** Empty strings and nulls of query strings and filter forms mean "no filter". */
export const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optionalId = z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional());
export const optionalFlag = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
);
/** Times in bodies: `yyyy-MM-dd HH:mm:ss` in the platform's time zone, or epoch ms. */
export const TimeInput = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'yyyy-MM-dd HH:mm:ss or ms'),
]);

/** Paging of list calls that the console calls without it: the first LIST_LIMIT rows. */
export const ListWindow = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(9_999_999).default(LIST_LIMIT),
});
