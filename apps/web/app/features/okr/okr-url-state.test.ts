import { describe, expect, it } from 'vitest'
import {
  DEFAULT_COLUMNS,
  differsFromView,
  paramsFromState,
  stateFromParams,
  stateOfView,
  withChanges,
} from './okr-url-state.ts'

const TEAM = '11111111-1111-4111-8111-111111111111'
const OWNER = '22222222-2222-4222-8222-222222222222'

describe('OKR screen state in the address', () => {
  it('reads filters, sort, grouping, columns and paging, and writes them back the same', () => {
    const text = `team=${TEAM}&owner=${OWNER}&period=2026-Q4&status=active,draft&health=at_risk&search=churn&sort=-progress&group=team&cols=title,progress,pace&page=3&size=50&view=${TEAM}&mode=diagram&expand=all`
    const state = stateFromParams(new URLSearchParams(text))
    expect(state).toEqual({
      filters: {
        team_ids: [TEAM],
        owner_ids: [OWNER],
        period: '2026-Q4',
        statuses: ['active', 'draft'],
        healths: ['at_risk'],
        search: 'churn',
      },
      sort: { field: 'progress', direction: 'desc' },
      groupBy: 'team',
      columns: ['title', 'progress', 'pace'],
      page: 3,
      pageSize: 50,
      view: TEAM,
      mode: 'diagram',
      expandAll: true,
    })
    expect(paramsFromState(state).toString()).toBe(new URLSearchParams(text).toString())
  })

  it('drops what is malformed and keeps addresses of the default state empty', () => {
    const state = stateFromParams(
      new URLSearchParams(
        'team=nope&period=2026-Q5&status=active,bogus,active&sort=-nope&group=x&cols=zzz&page=0&size=7&view=1',
      ),
    )
    expect(state.filters).toEqual({ statuses: ['active'] })
    expect(state.sort).toEqual({ field: 'title', direction: 'asc' })
    expect(state.groupBy).toBe('none')
    expect(state.columns).toEqual(DEFAULT_COLUMNS)
    expect([state.page, state.pageSize, state.view, state.mode]).toEqual([1, 25, null, 'table'])
    expect(paramsFromState(stateFromParams(new URLSearchParams())).toString()).toBe('')
  })

  it('always shows the title column first', () => {
    expect(stateFromParams(new URLSearchParams('cols=progress,title')).columns).toEqual(['title', 'progress'])
  })

  it('goes back to the first page when filters change, not when only the page does', () => {
    const state = stateFromParams(new URLSearchParams('page=4'))
    expect(withChanges(state, { filters: { period: '2026-Q1' } }).page).toBe(1)
    expect(withChanges(state, { page: 5 }).page).toBe(5)
  })

  it('opens a saved view and tells when the table set-up has moved away from it', () => {
    const view = {
      filters: { healths: ['off_track' as const] },
      columns: [],
      sort: { field: 'progress' as const, direction: 'asc' as const },
      group_by: 'owner' as const,
    }
    const opened = stateOfView(view, stateFromParams(new URLSearchParams('page=2&size=100')), TEAM)
    expect(paramsFromState(opened).toString()).toBe(
      `health=off_track&sort=progress&group=owner&size=100&view=${TEAM}`,
    )
    expect(differsFromView(opened, view)).toBe(false)
    expect(differsFromView(withChanges(opened, { page: 3 }), view)).toBe(false)
    expect(differsFromView(withChanges(opened, { groupBy: 'team' }), view)).toBe(true)
  })
})
