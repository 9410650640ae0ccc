import type { teams as en } from '../en-US/teams.ts'
import type { Messages } from '../messages.ts'

export const teams: Messages<typeof en> = {
  intro: 'Die Teams Ihres Unternehmens. Ziele und Schlüsselergebnisse können einem Team gehören.',
  search: 'Teams suchen',
  new: 'Neues Team',
  lead: 'Leitung',
  member_count_one: '{{count}} Mitglied',
  member_count_other: '{{count}} Mitglieder',
  no_lead: 'Keine Leitung',
  empty: 'Keine passenden Teams.',
  none_yet: 'Dieses Unternehmen hat noch keine Teams.',
  save: 'Speichern',
  saved: 'Das Team wurde gespeichert.',
  created: 'Das Team wurde angelegt.',
  failed: 'Das Team konnte nicht gespeichert werden.',
  delete: 'Team löschen',
  delete_confirm: 'Das Team {{name}} löschen? Seine Mitglieder bleiben im Unternehmen.',
  deleted: 'Das Team wurde gelöscht.',
  read_only: 'Nur Unternehmensadmins können Teams ändern.',
}
