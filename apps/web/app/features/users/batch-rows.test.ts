import { describe, expect, it } from 'vitest'
import { batchRowsOf } from './batch-rows.ts'

describe('batch rows from a sheet', () => {
  it('maps headers by key or label in any language and reads flags and groups', () => {
    const table = [
      ['E-Mail', 'Vorname', 'Last name', 'Company admin', 'groups', 'Notes'],
      ['ada@acme.example', ' Ada ', 'Muster', 'ja', 'Analysts; Management', 'ignored'],
      ['', '', '', '', '', ''],
      ['bo@acme.example', 'Bo', '', '', '', ''],
    ]
    expect(batchRowsOf(table)).toEqual({
      ok: true,
      rows: [
        {
          email: 'ada@acme.example',
          first_name: 'Ada',
          last_name: 'Muster',
          is_company_admin: true,
          groups: ['Analysts', 'Management'],
        },
        { email: 'bo@acme.example', first_name: 'Bo', last_name: '', is_company_admin: false, groups: [] },
      ],
    })
  })

  it('keeps company and language when given, and refuses a sheet without an e-mail column', () => {
    const rows = batchRowsOf([
      ['email', 'locale', 'company'],
      ['cy@globex.example', 'de-DE', 'Globex'],
    ])
    expect(rows).toMatchObject({ ok: true, rows: [{ locale: 'de-DE', company: 'Globex' }] })
    expect(batchRowsOf([['name'], ['Ada']])).toEqual({ ok: false, reason: 'no_email_column' })
    expect(batchRowsOf([])).toEqual({ ok: false, reason: 'unreadable' })
  })
})
