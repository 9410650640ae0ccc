import type { threads as en } from '../en-US/threads.ts'
import type { Messages } from '../messages.ts'

export const threads: Messages<typeof en> = {
  col_status: 'Estado',
  col_author: 'De',
  col_company: 'Empresa',
  col_updated: 'Última actividad',
  pages: 'Páginas',
  former_user: 'Antiguo usuario',
  message: 'Mensaje',
  reply_title: 'Responder',
  answer_title: 'Respuesta',
  reply: 'Enviar respuesta',
  answer: 'Enviar respuesta',
  replied: 'Se ha enviado su respuesta.',
  reply_failed: 'No se ha podido enviar la respuesta.',
  reopen_hint: 'Esta solicitud está cerrada. Si responde, se volverá a abrir.',
  close: 'Cerrar solicitud',
  closed: 'Se ha cerrado la solicitud.',
  statuses: {
    open: 'Abierta',
    answered: 'Respondida',
    scheduled: 'Programada',
    closed: 'Cerrada',
  },
}
