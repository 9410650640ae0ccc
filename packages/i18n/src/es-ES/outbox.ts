import type { outbox as en } from '../en-US/outbox.ts'
import type { Messages } from '../messages.ts'

export const outbox: Messages<typeof en> = {
  intro:
    'Todos los correos electrónicos que envía el portal. Sin servidor de correo, los mensajes se quedan aquí: reenvíelos a sus destinatarios.',
  search: 'Buscar por destinatario o asunto',
  status: 'Estado',
  all: 'Todos',
  statuses: { stored: 'Guardado aquí', sent: 'Enviado', failed: 'Fallido' },
  when: 'Cuándo',
  recipient: 'Para',
  subject: 'Asunto',
  template: 'Tipo',
  templates: { invitation: 'Invitación', password_reset: 'Restablecimiento de contraseña' },
  show: 'Leer',
  show_label: 'Leer el correo para {{recipient}}',
  no_body: 'El texto de un correo entregado no se conserva: puede contener un enlace de un solo uso.',
  error: 'Error: {{error}}',
  empty: 'No hay correos.',
}
