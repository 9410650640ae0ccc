import type { threads as en } from '../en-US/threads.ts'
import type { Messages } from '../messages.ts'

export const threads: Messages<typeof en> = {
  col_status: 'Statut',
  col_author: 'De',
  col_company: 'Entreprise',
  col_updated: 'Dernière activité',
  pages: 'Pages',
  former_user: 'Ancien utilisateur',
  message: 'Message',
  reply_title: 'Répondre',
  answer_title: 'Réponse',
  reply: 'Envoyer la réponse',
  answer: 'Envoyer la réponse',
  replied: 'Votre réponse a été envoyée.',
  reply_failed: 'La réponse n’a pas pu être envoyée.',
  reopen_hint: 'Cette demande est clôturée. Y répondre la rouvre.',
  close: 'Clôturer la demande',
  closed: 'La demande a été clôturée.',
  statuses: {
    open: 'Ouverte',
    answered: 'Répondue',
    scheduled: 'Planifiée',
    closed: 'Clôturée',
  },
}
