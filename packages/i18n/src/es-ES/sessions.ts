import type { sessions as en } from '../en-US/sessions.ts'
import type { Messages } from '../messages.ts'

export const sessions: Messages<typeof en> = {
  title: 'Sesiones',
  intro:
    'Dónde tiene la sesión iniciada. Cierre la sesión en los dispositivos que ya no use o que no reconozca. Las sesiones también se cierran solas tras un tiempo sin actividad.',
  this_device: 'Este dispositivo',
  device: '{{browser}} en {{system}}',
  unknown_browser: 'Navegador desconocido',
  unknown_system: 'un sistema desconocido',
  times: 'Inicio de sesión: {{signed_in}} · última actividad: {{last_seen}}',
  address: 'Dirección IP {{address}}',
  unknown_address: 'Dirección IP desconocida',
  sign_out: 'Cerrar sesión',
  sign_out_label: 'Cerrar la sesión en {{device}}, última actividad {{when}}',
  sign_out_others: 'Cerrar la sesión en todos los demás sitios',
  confirm_title: '¿Cerrar la sesión en todos los demás sitios?',
  confirm_text:
    'Se cerrará de inmediato la sesión en todos los demás navegadores y dispositivos conectados a su cuenta. Aquí seguirá con la sesión iniciada.',
  cancel: 'Cancelar',
  close: 'Cerrar',
  signed_out: 'Se ha cerrado esa sesión.',
  signed_out_others_one: 'Se ha cerrado {{count}} sesión más.',
  signed_out_others_other: 'Se han cerrado {{count}} sesiones más.',
  signed_out_others_many: 'Se han cerrado {{count}} sesiones más.',
  only_this: 'No tiene ninguna otra sesión iniciada.',
  load_failed: 'No se han podido cargar sus sesiones.',
  failed: 'No ha funcionado. Inténtelo de nuevo.',
}
