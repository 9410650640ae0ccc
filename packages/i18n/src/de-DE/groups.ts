import type { groups as en } from '../en-US/groups.ts'
import type { Messages } from '../messages.ts'

export const groups: Messages<typeof en> = {
  intro: 'Gruppen Ihres Unternehmens. Services lassen sich auf einzelne Gruppen beschränken.',
  search: 'Gruppen suchen',
  new: 'Neue Gruppe',
  edit: 'Gruppe {{name}} bearbeiten',
  member_count_one: '{{count}} Mitglied',
  member_count_other: '{{count}} Mitglieder',
  empty: 'Keine passenden Gruppen.',
  save: 'Speichern',
  saved: 'Die Gruppe wurde gespeichert.',
  created: 'Die Gruppe wurde angelegt.',
  failed: 'Die Gruppe konnte nicht gespeichert werden.',
  delete: 'Gruppe löschen',
  delete_confirm: 'Die Gruppe {{name}} löschen? Ihre Mitglieder bleiben im Unternehmen.',
  deleted: 'Die Gruppe wurde gelöscht.',
}
