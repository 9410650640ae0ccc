import type { sessions as en } from '../en-US/sessions.ts'
import type { Messages } from '../messages.ts'

export const sessions: Messages<typeof en> = {
  title: 'Sessions',
  intro:
    'Les appareils sur lesquels vous êtes connecté. Déconnectez un appareil que vous n’utilisez plus ou que vous ne reconnaissez pas. Les sessions se terminent aussi d’elles-mêmes après une période d’inactivité.',
  this_device: 'Cet appareil',
  device: '{{browser}} sous {{system}}',
  unknown_browser: 'Navigateur inconnu',
  unknown_system: 'un système inconnu',
  times: 'Connexion le {{signed_in}} · dernière activité le {{last_seen}}',
  address: 'Adresse IP {{address}}',
  unknown_address: 'Adresse IP inconnue',
  sign_out: 'Déconnecter',
  sign_out_label: 'Déconnecter {{device}}, dernière activité le {{when}}',
  sign_out_others: 'Se déconnecter partout ailleurs',
  confirm_title: 'Se déconnecter partout ailleurs ?',
  confirm_text:
    'Tous les autres navigateurs et appareils connectés à votre compte sont immédiatement déconnectés. Vous restez connecté ici.',
  cancel: 'Annuler',
  close: 'Fermer',
  signed_out: 'Cette session a été déconnectée.',
  signed_out_others_one: '{{count}} autre session a été déconnectée.',
  signed_out_others_many: '{{count}} autres sessions ont été déconnectées.',
  signed_out_others_other: '{{count}} autres sessions ont été déconnectées.',
  only_this: 'Vous n’êtes connecté nulle part ailleurs.',
  load_failed: 'Vos sessions n’ont pas pu être chargées.',
  failed: 'L’opération a échoué. Veuillez réessayer.',
}
