import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { encodesAsParses, serializerCompiler } from './serializer.ts'

describe('encodesAsParses', () => {
  const person = z.object({
    name: z.string().trim(),
    email: z.email().nullable(),
    tags: z.array(z.enum(['a', 'b'])).optional(),
    seen: z.date(),
    role: z.union([z.literal('admin'), z.literal('member')]),
    extra: z.record(z.string(), z.number().int()),
  })

  it('holds for schemas that only check', () => {
    expect(encodesAsParses(person)).toBe(true)
    expect(encodesAsParses(z.tuple([z.string()], z.number()))).toBe(true)
    expect(encodesAsParses(z.discriminatedUnion('kind', [z.object({ kind: z.literal('x') })]))).toBe(true)
  })

  it('fails for a codec, transform, default or catch anywhere inside', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    })
    for (const converting of [
      isoDate,
      z.string().transform((text) => text.length),
      z.string().default('x'),
      z.number().catch(0),
      z.preprocess((value) => value, z.string()),
    ]) {
      expect(encodesAsParses(z.object({ list: z.array(z.object({ deep: converting.optional() })) }))).toBe(
        false,
      )
    }
  })

  it('walks a recursive schema once, and finds what it converts', () => {
    const plain: z.ZodType = z.lazy(() => z.object({ label: z.string(), children: z.array(plain) }))
    expect(encodesAsParses(plain)).toBe(true)
    const converting: z.ZodType = z.lazy(() =>
      z.object({ label: z.string().default(''), children: z.array(converting) }),
    )
    expect(encodesAsParses(converting)).toBe(false)
  })
})

describe('serializerCompiler', () => {
  async function answer(schema: z.ZodType, data: unknown) {
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    app.get('/', { schema: { response: { 200: schema } } }, async () => data)
    const response = await app.inject({ method: 'GET', url: '/' })
    await app.close()
    return response
  }

  it('drops keys the schema does not declare, nested too', async () => {
    const schema = z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) })
    const response = await answer(schema, {
      id: 'a',
      password: 'secret',
      items: [{ name: 'x', token: 'secret' }],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: 'a', items: [{ name: 'x' }] })
  })

  it('refuses an answer outside its schema with a 500, never sending it', async () => {
    const response = await answer(z.object({ id: z.string() }), { id: 42, password: 'secret' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret')
  })

  it('encodes through a codec (the schemas that convert keep the encode)', async () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    })
    const response = await answer(z.object({ at: isoDate }), { at: new Date('2026-11-27T18:00:00Z') })
    expect(response.json()).toEqual({ at: '2026-11-27T18:00:00.000Z' })
  })
})
