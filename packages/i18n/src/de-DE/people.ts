import type { people as en } from '../en-US/people.ts'
import type { Messages } from '../messages.ts'

export const people: Messages<typeof en> = {
  search_hint: 'Zum Suchen Name oder E-Mail eingeben',
  nothing_found: 'Niemand gefunden',
  unnamed: '(ohne Namen)',
}
