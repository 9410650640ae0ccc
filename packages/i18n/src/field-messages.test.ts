import { keyResultInput } from '@portal/contracts/okr-key-results'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldMessages } from './field-messages.ts'
import { textsFor } from './texts.ts'

/** Every message of a failed parse, translated as the server and the web show them. */
function messages(schema: z.ZodType, value: unknown, locale: 'en-US' | 'de-DE' = 'en-US') {
  const parsed = schema.safeParse(value)
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues
      .flatMap(fieldMessages)
      .map(({ path, key, vars }) => [path, textsFor(locale)(`api.fields.${key}`, vars)]),
  )
}

const OBJECTIVE = '0b6ad5d2-3a5f-4a39-9a27-5e1f4d9a6c01'

describe('fieldMessages', () => {
  it('names a missing or empty field required, in the reader’s language', () => {
    const schema = z.object({ name: z.string().trim().min(1), note: z.string() })
    expect(messages(schema, { name: ' ' })).toEqual({
      name: 'This field is required.',
      note: 'This field is required.',
    })
    expect(messages(schema, { name: '', note: '' }, 'de-DE')).toEqual({
      name: 'Dieses Feld ist erforderlich.',
    })
  })

  it('says which bound a string, a number or a list broke', () => {
    const schema = z.object({
      code: z.string().max(3),
      weight: z.number().gt(0).max(100),
      share: z.number().min(1),
      tags: z.array(z.string()).max(1),
    })
    expect(messages(schema, { code: 'EURO', weight: 0, share: 0, tags: ['a', 'b'] })).toEqual({
      code: 'Must be at most 3 characters.',
      weight: 'Must be greater than 0.',
      share: 'Must be at least 1.',
      tags: 'At most 1 entry.',
    })
    expect(messages(schema, { code: 'EUR', weight: 101, share: 1, tags: [] })).toEqual({
      weight: 'Must be at most 100.',
    })
  })

  it('gives each unknown key its own path and a nested field its dotted path', () => {
    const schema = z.strictObject({ items: z.array(z.strictObject({ title: z.string().min(1) })) })
    expect(messages(schema, { items: [{ title: '', extra: 1 }], other: 2 })).toEqual({
      'items.0.title': 'This field is required.',
      'items.0.extra': 'This field is not allowed.',
      other: 'This field is not allowed.',
    })
  })

  it('lists the choices of an enum and reads a contract’s named message', () => {
    const base = { objective_id: OBJECTIVE, title: 'Grow', description: '' }
    expect(messages(keyResultInput, { ...base, metric: 'percent' })).toEqual({
      metric: 'Must be one of: percentage, number, currency, yes_no, milestone.',
    })
    expect(messages(keyResultInput, { ...base, metric: 'number', target_value: 0 })).toEqual({
      target_value: 'The target must differ from the start value.',
    })
    expect(messages(keyResultInput, { ...base, metric: 'milestone' })).toEqual({
      milestones: 'Add at least one milestone.',
    })
  })

  it('takes a whole catalogue key, and makes an unknown name the generic message', () => {
    const schema = z.object({
      a: z.string().refine(() => false, { message: 'api.fields.duplicate' }),
      b: z.string().refine(() => false, { message: 'no_such_message' }),
    })
    expect(messages(schema, { a: 'x', b: 'y' })).toEqual({
      a: 'This value is already taken.',
      b: 'This value is not valid.',
    })
  })

  it('puts a complaint about the whole body on non_field_errors', () => {
    expect(
      messages(
        z.object({}).refine(() => false, { message: 'empty_patch' }),
        {},
      ),
    ).toEqual({
      non_field_errors: 'Send at least one field.',
    })
  })
})
