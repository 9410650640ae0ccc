import type { teams as en } from '../en-US/teams.ts'
import type { Messages } from '../messages.ts'

export const teams: Messages<typeof en> = {
  intro:
    'Les équipes de votre entreprise. Une équipe peut être responsable d’objectifs et de résultats clés.',
  search: 'Rechercher des équipes',
  new: 'Nouvelle équipe',
  lead: 'Responsable',
  member_count_one: '{{count}} membre',
  member_count_many: '{{count}} membres',
  member_count_other: '{{count}} membres',
  no_lead: 'Aucun responsable',
  empty: 'Aucune équipe ne correspond.',
  none_yet: 'Cette entreprise n’a pas encore d’équipe.',
  save: 'Enregistrer',
  saved: 'L’équipe a été enregistrée.',
  created: 'L’équipe a été créée.',
  failed: 'L’équipe n’a pas pu être enregistrée.',
  delete: 'Supprimer l’équipe',
  delete_confirm: 'Supprimer l’équipe {{name}} ? Ses membres restent dans l’entreprise.',
  deleted: 'L’équipe a été supprimée.',
  read_only: 'Seuls les administrateurs de l’entreprise peuvent modifier les équipes.',
}
