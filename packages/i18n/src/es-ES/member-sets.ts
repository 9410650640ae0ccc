import type { memberSets as en } from '../en-US/member-sets.ts'
import type { Messages } from '../messages.ts'

export const memberSets: Messages<typeof en> = {
  name: 'Nombre',
  description: 'Descripción',
  members: 'Miembros',
}
