import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod'
import { type $ZodType, safeParse } from 'zod/v4/core'

/**
 * The response serializer: every answer is checked against its declared schema (unknown keys dropped, a
 * wrong shape refused with a 500) and written with `JSON.stringify`, as fastify-type-provider-zod does.
 *
 * Note (issue 18): that library checks by *encoding* (zod's backward direction), which is what a schema
 * with a codec, transform or default needs, but zod runs an encode as two passes without its compiled
 * object check: ~6× the time of a parse for the same answer. For a schema whose encode and parse are the
 * same walk (no codec, transform, pipe, default, catch anywhere in it), the answer is checked by parsing;
 * the others keep the library's encode.
 */
const encoding = createSerializerCompiler({})

export const serializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const { schema, method, url } = route
  if (!(schema instanceof Object) || !('_zod' in schema) || !encodesAsParses(schema)) return encoding(route)
  return (data) => {
    const result = safeParse(schema, data)
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
}

/** Zod kinds whose parse does not depend on the direction: what they accept is what they give. */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'enum',
  'literal',
  'nan',
  'template_literal',
  'custom',
  'file',
])

interface Definition {
  type: string
  shape?: Record<string, $ZodType>
  catchall?: $ZodType
  element?: $ZodType
  items?: $ZodType[]
  rest?: $ZodType | null
  keyType?: $ZodType
  valueType?: $ZodType
  innerType?: $ZodType
  options?: $ZodType[]
  left?: $ZodType
  right?: $ZodType
  getter?: () => $ZodType
}

/**
 * Whether parsing `schema` gives what encoding it gives: true when no part of it converts (codec, pipe,
 * transform) or fills in (default, prefault, catch, success). Unknown kinds count as converting, so a
 * future zod kind falls back to encoding. Recursive schemas (z.lazy) are walked once.
 */
export function encodesAsParses(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true
  seen.add(schema)
  const def = schema._zod.def as Definition
  if (SAME_BOTH_WAYS.has(def.type)) return true
  const all = (parts: ($ZodType | null | undefined)[]) =>
    parts.every((part) => part == null || encodesAsParses(part, seen))
  switch (def.type) {
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall])
    case 'array':
    case 'set':
      return all([def.element ?? def.valueType])
    case 'tuple':
      return all([...(def.items ?? []), def.rest])
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType])
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'promise':
      return all([def.innerType])
    case 'union':
      return all(def.options ?? [])
    case 'intersection':
      return all([def.left, def.right])
    case 'lazy':
      return def.getter ? all([def.getter()]) : false
    default:
      return false
  }
}
