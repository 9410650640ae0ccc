import type { webhooksApiTexts as enApi, webhooks as enWeb } from '../en-US/webhooks.ts'
import type { Messages } from '../messages.ts'

/** Mensajes de la API sobre los webhooks. */
export const webhooksApiTexts: Messages<typeof enApi> = {
  refused: 'La dirección no está permitida: debe ser https en un host público.',
  private_address:
    'La dirección se resuelve en una dirección privada, de bucle invertido o de enlace local: no se ha enviado nada.',
  unresolved: 'No se ha podido resolver el nombre de host de la dirección.',
  status: 'El receptor ha respondido con un error.',
  timeout: 'El receptor no ha respondido a tiempo.',
  failed: 'Ha fallado la conexión con el receptor.',
  secret_unreadable: 'No se puede leer el secreto de firma: renuévelo.',
  disabled_failing: 'Desactivado: sus entregas han fallado durante demasiado tiempo.',
}

/** Textos de la página de webhooks. */
export const webhooks: Messages<typeof enWeb> = {
  title: 'Webhooks',
  intro:
    'Sus sistemas reciben avisos de los eventos de esta empresa: cada entrega va firmada (Standard Webhooks) y se reenvía hasta que el receptor responde con 2xx.',
  none: 'Todavía no hay webhooks.',
  add: 'Añadir webhook',
  url: 'URL del receptor',
  url_hint: 'https://… en un host público',
  description: 'Descripción',
  events: 'Eventos',
  active: 'Activo',
  inactive: 'Desactivado',
  save: 'Guardar',
  cancel: 'Cancelar',
  created: 'Se ha añadido el webhook.',
  saved: 'Se ha guardado el webhook.',
  failed: 'No se ha podido guardar el webhook. Inténtelo de nuevo.',
  remove: 'Eliminar',
  removed: 'Se ha eliminado el webhook.',
  confirm_remove: '¿Eliminar el webhook a {{url}} y su registro de entregas?',
  rotate: 'Renovar secreto',
  confirm_rotate: '¿Sustituir el secreto de firma? A partir de ahora, los receptores deben usar el nuevo.',
  secret_title: 'Secreto de firma',
  secret_once: 'Cópielo ahora: solo se muestra esta vez.',
  secret_hint: 'Secreto {{hint}}',
  copy: 'Copiar',
  copied: 'Copiado',
  close: 'Cerrar',
  test: 'Enviar evento de prueba',
  test_sent: 'Se ha enviado el evento de prueba.',
  test_failed: 'No se ha podido enviar el evento de prueba.',
  log: 'Registro de entregas',
  log_empty: 'Todavía no hay entregas.',
  resend: 'Reenviar',
  resent: 'Reenviado.',
  event: 'Evento',
  status: 'Estado',
  response: 'Respuesta',
  duration: 'Duración',
  attempts: 'Intentos',
  time: 'Hora',
  duration_ms: '{{ms}} ms',
  statuses: {
    pending: 'Pendiente',
    succeeded: 'Entregado',
    failed: 'Fallido',
  },
  event_types: {
    'notification.created': 'Notificaciones (elementos de OKR, actualizaciones pendientes, respuestas)',
    'okr.check_in.created': 'Actualizaciones de resultados clave',
    'ppm.gate.changed': 'Fases de PPM',
    'ppm.report.published': 'Informes de estado de PPM',
    'user.joined': 'Nuevos usuarios',
    'webhook.test': 'Evento de prueba',
  },
}
