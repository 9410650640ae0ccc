import type { groups as en } from '../en-US/groups.ts'
import type { Messages } from '../messages.ts'

export const groups: Messages<typeof en> = {
  intro: 'Les groupes de votre entreprise. Certains services peuvent n’être ouverts qu’à certains groupes.',
  search: 'Rechercher des groupes',
  new: 'Nouveau groupe',
  edit: 'Modifier le groupe {{name}}',
  member_count_one: '{{count}} membre',
  member_count_many: '{{count}} membres',
  member_count_other: '{{count}} membres',
  empty: 'Aucun groupe ne correspond.',
  save: 'Enregistrer',
  saved: 'Le groupe a été enregistré.',
  created: 'Le groupe a été créé.',
  failed: 'Le groupe n’a pas pu être enregistré.',
  delete: 'Supprimer le groupe',
  delete_confirm: 'Supprimer le groupe {{name}} ? Ses membres restent dans l’entreprise.',
  deleted: 'Le groupe a été supprimé.',
}
