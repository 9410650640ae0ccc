import type { goalLinks as en } from '../en-US/goal-links.ts'
import type { Messages } from '../messages.ts'

/** Textos das associações de tendências e sinais a objetivos e medidas de PPM. */
export const goalLinks: Messages<typeof en> = {
  what_we_do: 'O que a empresa faz a este respeito',
  objectives: 'Objetivos',
  measures: 'Medidas de PPM',
  no_objectives: 'Ainda não há nenhum objetivo associado.',
  no_measures: 'Ainda não há nenhuma medida associada.',
  gate: 'Fase L{{gate}}',
  unlink: 'Desassociar {{title}}',
  link_objective: 'Associar um objetivo',
  choose_objective: 'Escolha um objetivo',
  link_measure: 'Associar uma medida',
  choose_measure: 'Escolha uma medida',
  link: 'Associar',
}
