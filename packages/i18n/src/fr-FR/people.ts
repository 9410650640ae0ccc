import type { people as en } from '../en-US/people.ts'
import type { Messages } from '../messages.ts'

export const people: Messages<typeof en> = {
  search_hint: 'Saisissez un nom ou une adresse e-mail pour rechercher',
  nothing_found: 'Personne n’a été trouvé',
  unnamed: '(sans nom)',
}
