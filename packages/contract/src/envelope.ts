import { z } from 'zod';

export const Paging = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(9_999_999).default(15),
});
export type Paging = z.infer<typeof Paging>;

/** An id in a path or query: a positive integer. */
export const Id = z.coerce.number().int().positive();
