import type { feature_flags as en } from '../en-US/feature-flags.ts'
import type { Messages } from '../messages.ts'

export const feature_flags: Messages<typeof en> = {
  title: 'Modules',
  intro:
    'Ce que voient les personnes de cette entreprise. Un module verrouillé s’affiche avec un cadenas et une indication pour l’obtenir ; un module masqué ne s’affiche pas du tout.',
  module: 'Module',
  visibility: 'Visibilité',
  states: { visible: 'Visible', locked: 'Verrouillé', hidden: 'Masqué' },
  ai: 'Assistant IA',
  ai_states: { default: 'Selon la configuration', on: 'Activé', off: 'Désactivé' },
  save: 'Enregistrer les modules',
  saved: 'Les modules ont été enregistrés.',
  failed: 'Les modules n’ont pas pu être enregistrés.',
  locked: 'Verrouillé',
  hidden: 'Masqué pour cette entreprise',
  locked_title: '{{module}} ne fait pas partie de l’offre de votre entreprise',
  locked_body:
    'Demandez à l’administrateur de votre entreprise ou contactez le support pour accéder à {{module}}.',
  contact_support: 'Contacter le support',
}
