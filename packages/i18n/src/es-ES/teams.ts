import type { teams as en } from '../en-US/teams.ts'
import type { Messages } from '../messages.ts'

export const teams: Messages<typeof en> = {
  intro: 'Los equipos de su empresa. Un equipo puede ser propietario de objetivos y resultados clave.',
  search: 'Buscar equipos',
  new: 'Nuevo equipo',
  lead: 'Responsable',
  member_count_one: '{{count}} miembro',
  member_count_other: '{{count}} miembros',
  member_count_many: '{{count}} miembros',
  no_lead: 'Sin responsable',
  empty: 'Ningún equipo coincide.',
  none_yet: 'Esta empresa todavía no tiene equipos.',
  save: 'Guardar',
  saved: 'Se ha guardado el equipo.',
  created: 'Se ha creado el equipo.',
  failed: 'No se ha podido guardar el equipo.',
  delete: 'Eliminar equipo',
  delete_confirm: '¿Eliminar el equipo {{name}}? Sus miembros siguen en la empresa.',
  deleted: 'Se ha eliminado el equipo.',
  read_only: 'Solo los administradores de la empresa pueden modificar los equipos.',
}
