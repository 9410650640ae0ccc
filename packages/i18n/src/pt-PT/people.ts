import type { people as en } from '../en-US/people.ts'
import type { Messages } from '../messages.ts'

export const people: Messages<typeof en> = {
  search_hint: 'Escreva para pesquisar por nome ou e-mail',
  nothing_found: 'Ninguém encontrado',
  unnamed: '(sem nome)',
}
