import type { outbox as en } from '../en-US/outbox.ts'
import type { Messages } from '../messages.ts'

export const outbox: Messages<typeof en> = {
  intro:
    'Alle E-Mails, die das Portal versendet. Ohne Mailserver bleiben sie hier: Geben Sie sie an die Empfänger weiter.',
  search: 'Nach Empfänger oder Betreff suchen',
  status: 'Status',
  all: 'Alle',
  statuses: { stored: 'Hier abgelegt', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
  when: 'Wann',
  recipient: 'An',
  subject: 'Betreff',
  template: 'Art',
  templates: { invitation: 'Einladung', password_reset: 'Passwort zurücksetzen' },
  show: 'Lesen',
  show_label: 'E-Mail an {{recipient}} lesen',
  no_body: 'Der Text zugestellter E-Mails wird nicht aufbewahrt: Er kann einen Einmal-Link enthalten.',
  error: 'Fehler: {{error}}',
  empty: 'Keine E-Mails.',
}
