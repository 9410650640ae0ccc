import type { webhooksApiTexts as enApi, webhooks as enWeb } from '../en-US/webhooks.ts'
import type { Messages } from '../messages.ts'

/** Messages de l’API concernant les webhooks. */
export const webhooksApiTexts: Messages<typeof enApi> = {
  refused: 'Cette adresse n’est pas autorisée : elle doit être en https sur un hôte public.',
  private_address:
    'L’adresse renvoie vers une adresse privée, de bouclage ou de lien local : rien n’a été envoyé.',
  unresolved: 'Le nom d’hôte de l’adresse n’a pas pu être résolu.',
  status: 'Le destinataire a répondu par une erreur.',
  timeout: 'Le destinataire n’a pas répondu à temps.',
  failed: 'La connexion au destinataire a échoué.',
  secret_unreadable: 'Le secret de signature est illisible : renouvelez-le.',
  disabled_failing: 'Désactivé : ses envois ont échoué trop longtemps.',
}

/** Textes de la page des webhooks. */
export const webhooks: Messages<typeof enWeb> = {
  title: 'Webhooks',
  intro:
    'Vos systèmes sont informés des événements de cette entreprise : chaque envoi est signé (Standard Webhooks) et renouvelé jusqu’à ce que le destinataire réponde par un code 2xx.',
  none: 'Aucun webhook pour l’instant.',
  add: 'Ajouter un webhook',
  url: 'URL du destinataire',
  url_hint: 'https://… sur un hôte public',
  description: 'Description',
  events: 'Événements',
  active: 'Actif',
  inactive: 'Désactivé',
  save: 'Enregistrer',
  cancel: 'Annuler',
  created: 'Le webhook a été ajouté.',
  saved: 'Le webhook a été enregistré.',
  failed: 'Le webhook n’a pas pu être enregistré. Veuillez réessayer.',
  remove: 'Supprimer',
  removed: 'Le webhook a été supprimé.',
  confirm_remove: 'Supprimer le webhook vers {{url}} et son journal d’envois ?',
  rotate: 'Renouveler le secret',
  confirm_rotate:
    'Remplacer le secret de signature ? Les destinataires devront désormais utiliser le nouveau.',
  secret_title: 'Secret de signature',
  secret_once: 'Copiez-le maintenant : il ne s’affiche que cette fois-ci.',
  secret_hint: 'Secret {{hint}}',
  copy: 'Copier',
  copied: 'Copié',
  close: 'Fermer',
  test: 'Envoyer un événement de test',
  test_sent: 'L’événement de test a été envoyé.',
  test_failed: 'L’événement de test n’a pas pu être envoyé.',
  log: 'Journal d’envois',
  log_empty: 'Aucun envoi pour l’instant.',
  resend: 'Renvoyer',
  resent: 'Renvoyé.',
  event: 'Événement',
  status: 'Statut',
  response: 'Réponse',
  duration: 'Durée',
  attempts: 'Tentatives',
  time: 'Heure',
  duration_ms: '{{ms}} ms',
  statuses: {
    pending: 'En attente',
    succeeded: 'Remis',
    failed: 'Échec',
  },
  event_types: {
    'notification.created': 'Notifications (éléments OKR, points d’avancement à faire, réponses)',
    'okr.check_in.created': 'Points d’avancement des résultats clés',
    'ppm.gate.changed': 'Jalons PPM',
    'ppm.report.published': 'Rapports d’avancement PPM',
    'user.joined': 'Arrivée d’utilisateurs',
    'webhook.test': 'Événement de test',
  },
}
