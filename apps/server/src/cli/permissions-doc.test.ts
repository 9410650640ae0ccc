import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PERMISSIONS_DOC, withRouteTable } from './permissions-doc.ts'

describe('docs/permissions.md', () => {
  it('holds the route table of the endpoint table as it is now (npm run docs:permissions)', () => {
    const document = readFileSync(PERMISSIONS_DOC, 'utf8')
    expect(document).toBe(withRouteTable(document))
  })
})
