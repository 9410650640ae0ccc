import type { threads as en } from '../en-US/threads.ts'
import type { Messages } from '../messages.ts'

export const threads: Messages<typeof en> = {
  col_status: 'Status',
  col_author: 'Von',
  col_company: 'Unternehmen',
  col_updated: 'Letzte Aktivität',
  pages: 'Seiten',
  former_user: 'Ehemalige Person',
  message: 'Nachricht',
  reply_title: 'Antworten',
  answer_title: 'Antwort',
  reply: 'Antwort senden',
  answer: 'Antwort senden',
  replied: 'Ihre Antwort wurde gesendet.',
  reply_failed: 'Die Antwort konnte nicht gesendet werden.',
  reopen_hint: 'Diese Anfrage ist geschlossen. Eine Antwort öffnet sie wieder.',
  close: 'Anfrage schließen',
  closed: 'Die Anfrage wurde geschlossen.',
  statuses: {
    open: 'Offen',
    answered: 'Beantwortet',
    scheduled: 'Geplant',
    closed: 'Geschlossen',
  },
}
