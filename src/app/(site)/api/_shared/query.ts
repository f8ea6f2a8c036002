import { z } from 'zod'

import { LOCALES } from '@/i18n/locales'
import { MAX_PAGE_SIZE } from '@/lib/paging'

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

/** Query parameters shared by the content endpoints. Unknown parameters are ignored. */
export const queryParams = {
  page: wholeNumber(1, 100_000).optional(),
  page_size: wholeNumber(1, MAX_PAGE_SIZE).optional(),
  lang: z.enum(LOCALES as [string, ...string[]], { error: `must be one of ${LOCALES.join(', ')}` }).optional(),
  flag: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as my-page')
    .max(120)
    .optional(),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an identifier')
    .optional(),
}

/** The parameters of a paginated list that can be filtered by category and can list its categories. */
export const categorisedListParams = {
  show_category: queryParams.flag,
  category: queryParams.slug,
  page: queryParams.page,
  page_size: queryParams.page_size,
}

/** A slug the endpoint cannot answer without. */
export const requiredSlug = z
  .string({ error: 'Required' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as my-page')
  .max(120)

export const isTrue = (value: string | undefined) => value === 'true' || value === '1'

export type QueryResult<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> }

/** Each shape's object schema, made once: zod builds (and on first use compiles) a schema per object. */
const schemas = new WeakMap<z.ZodRawShape, z.ZodObject<z.ZodRawShape>>()

/** Parses the query string against a zod shape; the first problem of each parameter is reported. */
export function parseQuery<S extends z.ZodRawShape>(searchParams: URLSearchParams, shape: S): QueryResult<z.infer<z.ZodObject<S>>> {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(shape)) {
    const value = searchParams.get(key)
    if (value !== null) raw[key] = value
  }
  let schema = schemas.get(shape) as z.ZodObject<S> | undefined
  if (!schema) schemas.set(shape, (schema = z.object(shape)))
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, data: result.data }
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'query')
    fields[key] ??= issue.message
  }
  return { ok: false, fields }
}

/** A page of this site: one leading slash (never '//' or '/\\', which browsers read as another host). */
export const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path of this site, such as /blog/my-article')
