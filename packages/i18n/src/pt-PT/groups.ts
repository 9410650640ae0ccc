import type { groups as en } from '../en-US/groups.ts'
import type { Messages } from '../messages.ts'

export const groups: Messages<typeof en> = {
  intro: 'Grupos da sua empresa. Os serviços podem ser disponibilizados apenas a alguns grupos.',
  search: 'Pesquisar grupos',
  new: 'Novo grupo',
  edit: 'Editar o grupo {{name}}',
  member_count_one: '{{count}} membro',
  member_count_many: '{{count}} membros',
  member_count_other: '{{count}} membros',
  empty: 'Nenhum grupo corresponde.',
  save: 'Guardar',
  saved: 'O grupo foi guardado.',
  created: 'O grupo foi criado.',
  failed: 'Não foi possível guardar o grupo.',
  delete: 'Eliminar grupo',
  delete_confirm: 'Eliminar o grupo {{name}}? Os seus membros continuam na empresa.',
  deleted: 'O grupo foi eliminado.',
}
