import type { groups as en } from '../en-US/groups.ts'
import type { Messages } from '../messages.ts'

export const groups: Messages<typeof en> = {
  intro: 'Grupos de su empresa. Los servicios pueden abrirse solo a determinados grupos.',
  search: 'Buscar grupos',
  new: 'Nuevo grupo',
  edit: 'Editar el grupo {{name}}',
  member_count_one: '{{count}} miembro',
  member_count_other: '{{count}} miembros',
  member_count_many: '{{count}} miembros',
  empty: 'Ningún grupo coincide.',
  save: 'Guardar',
  saved: 'Se ha guardado el grupo.',
  created: 'Se ha creado el grupo.',
  failed: 'No se ha podido guardar el grupo.',
  delete: 'Eliminar grupo',
  delete_confirm: '¿Eliminar el grupo {{name}}? Sus miembros siguen en la empresa.',
  deleted: 'Se ha eliminado el grupo.',
}
