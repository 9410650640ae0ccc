import { endpoints } from '@portal/contracts/endpoint'
import { objectiveInput } from '@portal/contracts/okr-objectives'
import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApiClient } from './api-client.ts'
import { apiErrorText } from './api-error-text.ts'
import { contractValidate } from './contract-validate.ts'
import { problemFieldErrors } from './form-errors.ts'
import { i18nFor } from './i18n.ts'

/** A server outside our code that refuses every call with the given problem+json. */
function refusingApi(status: number, problem: object) {
  return createApiClient({
    transport: async () =>
      new Response(JSON.stringify(problem), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      }),
    cookies: () => '',
    onUnauthorized: () => {},
  })
}

const things = endpoints('things', {
  create: {
    method: 'POST',
    path: '/v1/things/',
    access: 'public',
    summary: 'Add',
    body: z.object({ owner_id: z.string() }),
    responses: { 201: z.object({ id: z.string() }) },
  },
})

/** What the client throws for a refused write. */
async function failureOf(status: number, problem: object) {
  return refusingApi(status, problem)
    .call(things.create, { body: { owner_id: 'x' } })
    .then(
      () => expect.fail('the call should fail'),
      (failure: unknown) => failure,
    )
}

const en = () => i18nFor('en-US').t
const de = () => i18nFor('de-DE').t

beforeAll(async () => {
  await loadWebCatalogue('en-US')
  await loadWebCatalogue('de-DE')
})

describe('the server’s field errors on a form', () => {
  it('lands each message on its field, renamed, and keeps what no field shows for a notice', async () => {
    const failure = await failureOf(400, {
      status: 400,
      title: 'Bad Request',
      detail: 'Some fields are not valid.',
      errors: {
        owner_id: ['Only members of the company can be chosen.'],
        'milestones.1.title': ['This field is required.', 'Too long.'],
        non_field_errors: ['Send at least one field.'],
      },
    })
    const values = { owner: null, milestones: [{ title: 'a' }, { title: '' }] }
    const { errors, shown } = problemFieldErrors(failure, values, { owner_id: 'owner' })
    expect(errors).toEqual({
      owner: 'Only members of the company can be chosen.',
      'milestones.1.title': 'This field is required. Too long.',
    })
    expect(apiErrorText(failure, en(), { shown })).toBe('Some fields are not valid. Send at least one field.')
  })

  it('puts nothing on a form for an answer without field errors', async () => {
    const failure = await failureOf(409, {
      status: 409,
      title: 'Conflict',
      detail: 'Choose a company first.',
    })
    expect(problemFieldErrors(failure, { owner: null }).errors).toEqual({})
    expect(apiErrorText(failure, en())).toBe('Choose a company first.')
  })
})

describe('the API error text', () => {
  it('is the server’s own words, then its field messages', async () => {
    const failure = await failureOf(400, {
      status: 400,
      title: 'Bad Request',
      detail: 'Einige Felder sind ungültig.',
      errors: { file: ['setup.exe ist keine erlaubte Datei.'] },
    })
    expect(apiErrorText(failure, en())).toBe(
      'Einige Felder sind ungültig. setup.exe ist keine erlaubte Datei.',
    )
  })

  it('falls back to the page’s words when the server said nothing, or could not be reached', async () => {
    const failure = await failureOf(502, {})
    expect(apiErrorText(failure, en())).toBe('This could not be saved. Please try again.')
    expect(apiErrorText(failure, en(), { fallback: 'The rule could not be saved.' })).toBe(
      'The rule could not be saved.',
    )
    expect(apiErrorText(new TypeError('Failed to fetch'), de())).toBe(
      'Das Portal ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    )
  })
})

describe('a form checked by its endpoint’s contract', () => {
  const OWNER = '0b6ad5d2-3a5f-4a39-9a27-5e1f4d9a6c01'
  type Values = { title: string; owner: { id: string } | null; start: string; end: string }
  const bodyOf = (values: Values) => ({
    title: values.title,
    description: '',
    owner_id: values.owner?.id,
    period_start: values.start,
    period_end: values.end,
  })
  const rename = { owner_id: 'owner', period_start: 'start', period_end: 'end' }

  it('shows the contract’s complaints on the form’s own fields, in the page’s language', () => {
    const validate = contractValidate<Values>(objectiveInput, de(), { body: bodyOf, rename })
    expect(validate({ title: '', owner: null, start: '2026-10-01', end: '2026-12-31' })).toEqual({
      title: 'Dieses Feld ist erforderlich.',
      owner: 'Dieses Feld ist erforderlich.',
    })
    expect(validate({ title: 'Grow', owner: { id: OWNER }, start: '2026-12-31', end: '2026-10-01' })).toEqual(
      {
        end: 'Das Ende darf nicht vor dem Beginn liegen.',
      },
    )
  })

  it('has nothing to say about a body the server will take', () => {
    const validate = contractValidate<Values>(objectiveInput, en(), { body: bodyOf, rename })
    expect(validate({ title: 'Grow', owner: { id: OWNER }, start: '2026-10-01', end: '2026-12-31' })).toEqual(
      {},
    )
  })

  it('adds the form’s own rules, which win on their field and say nothing when they pass', () => {
    const validate = contractValidate<Values>(objectiveInput, en(), {
      body: bodyOf,
      rename,
      also: (values) => ({ title: values.title === 'Grow' && 'Taken.', end: false }),
    })
    expect(validate({ title: 'Grow', owner: null, start: '2026-10-01', end: '2026-12-31' })).toEqual({
      title: 'Taken.',
      owner: 'This field is required.',
    })
  })
})
