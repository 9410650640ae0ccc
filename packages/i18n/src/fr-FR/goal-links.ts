import type { goalLinks as en } from '../en-US/goal-links.ts'
import type { Messages } from '../messages.ts'

/** Textes des liens entre tendances ou signaux et objectifs ou mesures PPM. */
export const goalLinks: Messages<typeof en> = {
  what_we_do: 'Ce que fait l’entreprise à ce sujet',
  objectives: 'Objectifs',
  measures: 'Mesures PPM',
  no_objectives: 'Aucun objectif lié pour l’instant.',
  no_measures: 'Aucune mesure liée pour l’instant.',
  gate: 'Jalon L{{gate}}',
  unlink: 'Délier {{title}}',
  link_objective: 'Lier un objectif',
  choose_objective: 'Choisissez un objectif',
  link_measure: 'Lier une mesure',
  choose_measure: 'Choisissez une mesure',
  link: 'Lier',
}
