import type { people as en } from '../en-US/people.ts'
import type { Messages } from '../messages.ts'

export const people: Messages<typeof en> = {
  search_hint: 'Escriba para buscar por nombre o correo electrónico',
  nothing_found: 'No se ha encontrado a nadie',
  unnamed: '(sin nombre)',
}
