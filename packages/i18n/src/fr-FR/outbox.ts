import type { outbox as en } from '../en-US/outbox.ts'
import type { Messages } from '../messages.ts'

export const outbox: Messages<typeof en> = {
  intro:
    'Tous les e-mails envoyés par le portail. Sans serveur de messagerie, ils restent ici : transmettez-les vous-même aux destinataires.',
  search: 'Rechercher par destinataire ou par objet',
  status: 'Statut',
  all: 'Tous',
  statuses: { stored: 'Conservé ici', sent: 'Envoyé', failed: 'Échec' },
  when: 'Date',
  recipient: 'À',
  subject: 'Objet',
  template: 'Type',
  templates: { invitation: 'Invitation', password_reset: 'Réinitialisation du mot de passe' },
  show: 'Lire',
  show_label: 'Lire l’e-mail adressé à {{recipient}}',
  no_body: 'Le texte d’un e-mail remis n’est pas conservé : il peut contenir un lien à usage unique.',
  error: 'Erreur : {{error}}',
  empty: 'Aucun e-mail.',
}
