import { fields } from './en-US/fields.ts'

/** A message's key; a counted one without its plural ending (`too_short` for `too_short_one`/`_other`). */
export type FieldMessageKey = keyof typeof fields extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never

/** A Zod issue as Zod reports it (`code`, `path`, `message` and the code's own parameters). */
export interface FieldIssue {
  code: string
  path: readonly PropertyKey[]
  message?: string
}

/** The parameters of an issue's code (`minimum`, `origin`, `keys`…), as Zod and fastify-type-provider-zod pass them. */
type WithParameters = FieldIssue & Record<string, unknown>

/** One message for one field: its path (`milestones.0.title`, `non_field_errors` for the whole body). */
export interface FieldMessage {
  path: string
  key: FieldMessageKey
  vars: Record<string, string | number>
}

const isKey = (name: string): name is FieldMessageKey =>
  Object.hasOwn(fields, name) || Object.hasOwn(fields, `${name}_other`)

/**
 * A contract's own rule names its message: a `fields` key whole (`api.fields.url_private_host`) or by
 * itself (`period_end`); an unknown name is the generic "not valid".
 */
function namedKey(message: string | undefined): FieldMessageKey {
  const name = message?.replace(/^api\.fields\./, '') ?? ''
  return isKey(name) ? name : 'invalid'
}

const BOUNDS = {
  minimum: {
    string: 'too_short',
    number: 'too_small_number',
    exclusive: 'greater_than',
    other: 'too_few_entries',
  },
  maximum: {
    string: 'too_long',
    number: 'too_big_number',
    exclusive: 'less_than',
    other: 'too_many_entries',
  },
} as const

/** A size rule's message: characters of a string, a number's bound (inclusive or not), entries of a list. */
function bound(
  issue: WithParameters,
  side: 'minimum' | 'maximum',
): [FieldMessageKey, Record<string, string | number>] {
  const keys = BOUNDS[side]
  const key =
    issue.origin === 'string'
      ? keys.string
      : issue.origin === 'number' || issue.origin === 'bigint'
        ? issue.inclusive === false
          ? keys.exclusive
          : keys.number
        : keys.other
  // Characters and entries are counted (plural forms); a number's bound is a value.
  const counted = key === keys.string || key === keys.other
  return [key, counted ? { count: Number(issue[side]) } : { [side]: String(issue[side]) }]
}

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'non_field_errors'

/**
 * The one translation of Zod issues into field messages (catalogue `fields`): the server sends them as
 * problem+json `errors`, the web shows the same before sending. Translate with `fields.<key>` and `vars`.
 */
export function fieldMessages(given: FieldIssue): FieldMessage[] {
  const issue = given as WithParameters
  const path = pathOf(issue.path)
  const one = (key: FieldMessageKey, vars: Record<string, string | number> = {}) => [{ path, key, vars }]
  switch (issue.code) {
    case 'unrecognized_keys':
      return ((issue.keys as string[] | undefined) ?? []).map((key) => ({
        path: pathOf([...issue.path, key]),
        key: 'unknown_field',
        vars: {},
      }))
    case 'invalid_type':
      return issue.message?.includes('received undefined')
        ? one('required')
        : one('invalid_type', { expected: String(issue.expected ?? '') })
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? one('required')
        : one(...bound(issue, 'minimum'))
    case 'too_big':
      return one(...bound(issue, 'maximum'))
    case 'invalid_value':
      return one('invalid_value', { options: ((issue.values as unknown[] | undefined) ?? []).join(', ') })
    default:
      return one(namedKey(issue.message))
  }
}
