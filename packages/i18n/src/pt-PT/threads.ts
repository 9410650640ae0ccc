import type { threads as en } from '../en-US/threads.ts'
import type { Messages } from '../messages.ts'

export const threads: Messages<typeof en> = {
  col_status: 'Estado',
  col_author: 'De',
  col_company: 'Empresa',
  col_updated: 'Última atividade',
  pages: 'Páginas',
  former_user: 'Antigo utilizador',
  message: 'Mensagem',
  reply_title: 'Responder',
  answer_title: 'Resposta',
  reply: 'Enviar resposta',
  answer: 'Enviar resposta',
  replied: 'A sua resposta foi enviada.',
  reply_failed: 'Não foi possível enviar a resposta.',
  reopen_hint: 'Este pedido está fechado. Se responder, é reaberto.',
  close: 'Fechar pedido',
  closed: 'O pedido foi fechado.',
  statuses: {
    open: 'Aberto',
    answered: 'Respondido',
    scheduled: 'Agendado',
    closed: 'Fechado',
  },
}
