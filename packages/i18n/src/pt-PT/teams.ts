import type { teams as en } from '../en-US/teams.ts'
import type { Messages } from '../messages.ts'

export const teams: Messages<typeof en> = {
  intro: 'As equipas da sua empresa. Os objetivos e os resultados-chave podem pertencer a uma equipa.',
  search: 'Pesquisar equipas',
  new: 'Nova equipa',
  lead: 'Responsável',
  member_count_one: '{{count}} membro',
  member_count_many: '{{count}} membros',
  member_count_other: '{{count}} membros',
  no_lead: 'Sem responsável',
  empty: 'Nenhuma equipa corresponde.',
  none_yet: 'Esta empresa ainda não tem equipas.',
  save: 'Guardar',
  saved: 'A equipa foi guardada.',
  created: 'A equipa foi criada.',
  failed: 'Não foi possível guardar a equipa.',
  delete: 'Eliminar equipa',
  delete_confirm: 'Eliminar a equipa {{name}}? Os seus membros continuam na empresa.',
  deleted: 'A equipa foi eliminada.',
  read_only: 'Só os administradores da empresa podem alterar equipas.',
}
