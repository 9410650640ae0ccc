import type { outbox as en } from '../en-US/outbox.ts'
import type { Messages } from '../messages.ts'

export const outbox: Messages<typeof en> = {
  intro:
    'Todos os e-mails que o portal envia. Sem servidor de correio, os e-mails ficam aqui: encaminhe-os aos destinatários.',
  search: 'Pesquisar por destinatário ou assunto',
  status: 'Estado',
  all: 'Todos',
  statuses: { stored: 'Guardado aqui', sent: 'Enviado', failed: 'Falhou' },
  when: 'Quando',
  recipient: 'Para',
  subject: 'Assunto',
  template: 'Tipo',
  templates: { invitation: 'Convite', password_reset: 'Redefinição da palavra-passe' },
  show: 'Ler',
  show_label: 'Ler o e-mail para {{recipient}}',
  no_body: 'O texto de um e-mail entregue não é guardado: pode conter uma ligação de utilização única.',
  error: 'Erro: {{error}}',
  empty: 'Sem e-mails.',
}
