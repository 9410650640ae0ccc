import type { goalLinks as en } from '../en-US/goal-links.ts'
import type { Messages } from '../messages.ts'

/** Textos de los vínculos de tendencias y señales con objetivos y medidas de PPM. */
export const goalLinks: Messages<typeof en> = {
  what_we_do: 'Lo que hace la empresa al respecto',
  objectives: 'Objetivos',
  measures: 'Medidas de PPM',
  no_objectives: 'Todavía no hay ningún objetivo vinculado.',
  no_measures: 'Todavía no hay ninguna medida vinculada.',
  gate: 'Fase L{{gate}}',
  unlink: 'Desvincular {{title}}',
  link_objective: 'Vincular un objetivo',
  choose_objective: 'Elija un objetivo',
  link_measure: 'Vincular una medida',
  choose_measure: 'Elija una medida',
  link: 'Vincular',
}
