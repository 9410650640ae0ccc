import type { goalLinks as en } from '../en-US/goal-links.ts'
import type { Messages } from '../messages.ts'

/** Textos das ligações de tendências e sinais a objetivos e medidas de PPM. */
export const goalLinks: Messages<typeof en> = {
  what_we_do: 'O que a empresa faz a este respeito',
  objectives: 'Objetivos',
  measures: 'Medidas de PPM',
  no_objectives: 'Ainda não há nenhum objetivo ligado.',
  no_measures: 'Ainda não há nenhuma medida ligada.',
  gate: 'Fase L{{gate}}',
  unlink: 'Desligar {{title}}',
  link_objective: 'Ligar um objetivo',
  choose_objective: 'Escolha um objetivo',
  link_measure: 'Ligar uma medida',
  choose_measure: 'Escolha uma medida',
  link: 'Ligar',
}
