import type { goalLinks as en } from '../en-US/goal-links.ts'
import type { Messages } from '../messages.ts'

/** Texte der Verknüpfungen von Trends und Signalen mit Zielen und PPM-Maßnahmen. */
export const goalLinks: Messages<typeof en> = {
  what_we_do: 'Was das Unternehmen dafür tut',
  objectives: 'Ziele',
  measures: 'PPM-Maßnahmen',
  no_objectives: 'Noch kein Ziel verknüpft.',
  no_measures: 'Noch keine Maßnahme verknüpft.',
  gate: 'Gate L{{gate}}',
  unlink: 'Verknüpfung mit {{title}} lösen',
  link_objective: 'Ziel verknüpfen',
  choose_objective: 'Ziel wählen',
  link_measure: 'Maßnahme verknüpfen',
  choose_measure: 'Maßnahme wählen',
  link: 'Verknüpfen',
}
