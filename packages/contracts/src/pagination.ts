import { z } from 'zod'

/** `?page=&page_size=` of every list (DESIGN §3). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
})
export type PageQuery = z.infer<typeof pageQuery>

/** `{count, next, previous, results}` — the list shape of every paginated endpoint. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}
