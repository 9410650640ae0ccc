import type { apiTokens as en } from '../en-US/api-tokens.ts'
import type { Messages } from '../messages.ts'

/** Textos de los tokens de API y las cuentas de servicio. */
export const apiTokens: Messages<typeof en> = {
  personal_title: 'Tokens de acceso personal',
  personal_intro:
    'Los tokens permiten que otros programas llamen a la API del portal en su nombre (`Authorization: Bearer …`), limitados a los permisos que elija. Cualquiera que tenga uno puede usarlo: manténgalo en secreto y revóquelo cuando ya no lo necesite.',
  accounts_title: 'Cuentas de servicio',
  accounts_intro:
    'Las integraciones (BI, ERP, CRM) actúan como una cuenta de servicio: un miembro de esta empresa sin permisos de administrador y con sus propios tokens. Lo que registran aparece con su nombre.',
  name: 'Nombre',
  expires_in_days: 'Validez (días)',
  scopes: 'Permisos',
  scopes_hint:
    'Lectura permite a un token leer un módulo; escritura le permite también modificarlo, nunca más de lo que puede su propietario.',
  read: 'Lectura',
  write: 'Escritura',
  modules: {
    okr: 'Objetivos (OKR)',
    ppm: 'Proyectos y carteras',
    people: 'Personas, equipos y grupos',
    content: 'Contenidos y servicios',
    support: 'Soporte y coaching',
    whiteboard: 'Pizarra',
    notifications: 'Notificaciones',
  },
  create: 'Crear token',
  created_title: 'Token «{{name}}» creado',
  created_text: 'Cópielo ahora: solo se muestra esta vez. El portal solo guarda una huella del token.',
  copy: 'Copiar',
  copied: 'Copiado',
  none: 'Todavía no hay tokens.',
  expires: 'Caduca',
  last_used: 'Último uso',
  never_used: 'Nunca',
  starts_with: 'Empieza por {{start}}…',
  revoke: 'Revocar',
  revoke_label: 'Revocar el token «{{name}}»',
  revoke_confirm: '¿Revocar este token? Los programas que lo usan dejarán de funcionar de inmediato.',
  revoked: 'Se ha revocado el token.',
  revoked_on: 'Revocado el {{date}}',
  failed: 'No ha funcionado. Inténtelo de nuevo.',
  load_failed: 'No se han podido cargar los tokens.',
  no_accounts: 'Todavía no hay cuentas de servicio.',
  account_name: 'Nombre de la cuenta de servicio',
  create_account: 'Crear cuenta de servicio',
  account_created: 'Se ha creado la cuenta de servicio.',
  remove_account: 'Eliminar',
  remove_account_confirm:
    '¿Eliminar la cuenta de servicio «{{name}}»? Sus tokens dejarán de funcionar de inmediato.',
  account_removed: 'Se ha eliminado la cuenta de servicio.',
}
