import type { api as en } from '../en-US/api.ts'
import type { Messages } from '../messages.ts'
import { aiApiTexts } from './ai.ts'
import { directoryApiTexts } from './directory.ts'
import { fields } from './fields.ts'
import { ssoApiTexts } from './sso.ts'
import { trendsApiTexts } from './trends.ts'
import { webhooksApiTexts } from './webhooks.ts'
import { whiteboardMessages } from './whiteboard.ts'

export const api: Messages<typeof en> = {
  errors: {
    body_too_large: 'La solicitud supera los {{max}} MB admitidos.',
    bad_request: 'No se ha podido leer la solicitud.',
    validation: 'Algunos campos no son válidos.',
    unauthenticated: 'Inicie sesión.',
    forbidden: 'No tiene permiso para realizar esta acción.',
    token_invalid: 'El token de API es desconocido, se ha revocado o ha caducado.',
    token_scope: 'Los permisos del token de API no permiten esta solicitud.',
    token_impersonating: 'No se pueden crear tokens de API mientras actúa en nombre de otro usuario.',
    value_from_integrations: 'Este resultado clave no toma su valor de integraciones.',
    integration_only: 'Solo el token de una cuenta de servicio puede enviar el valor de un resultado clave.',
    csrf: 'Falta el token de seguridad o no coincide. Recargue la página e inténtelo de nuevo.',
    not_found: 'No encontrado.',
    too_many_attempts_one:
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo dentro de {{count}} segundo.',
    too_many_attempts_other:
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo dentro de {{count}} segundos.',
    too_many_attempts_many:
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo dentro de {{count}} segundos.',
    too_many_requests_one: 'Demasiadas solicitudes. Inténtelo de nuevo dentro de {{count}} segundo.',
    too_many_requests_other: 'Demasiadas solicitudes. Inténtelo de nuevo dentro de {{count}} segundos.',
    too_many_requests_many: 'Demasiadas solicitudes. Inténtelo de nuevo dentro de {{count}} segundos.',
    email_not_verified:
      'Confirme primero su dirección de correo electrónico: siga el enlace del mensaje que le hemos enviado. ¿No lo ha recibido? Vuelva a registrarse o restablezca su contraseña para obtener un enlace nuevo.',
    invalid_credentials: 'El correo electrónico o la contraseña no son correctos.',
    not_member: 'No es miembro de esta empresa.',
    already_impersonating: 'Finalice primero la suplantación actual.',
    impersonate_self: 'No puede suplantarse a sí mismo.',
    not_impersonating: 'No está suplantando a nadie.',
    no_active_company: 'Elija primero una empresa: esto pertenece a una empresa y no hay ninguna activa.',
    internal: 'Se ha producido un error por nuestra parte. Inténtelo de nuevo.',
    unavailable: 'El servicio no está disponible todavía.',
    own_rights:
      'No puede cambiar sus propios permisos, ni desactivarse o eliminarse a sí mismo. Pídaselo a otro administrador.',
    manage_staff: 'Solo un superusuario puede modificar administradores y superusuarios.',
    shared_account:
      'Esta persona también pertenece a otra empresa: solo el personal del portal puede cambiar su correo electrónico, nombre, idioma o estado.',
    user_inactive: 'Esta cuenta está desactivada.',
    batch_invalid_one: '{{count}} fila contiene errores. No se ha creado nada.',
    batch_invalid_other: '{{count}} filas contienen errores. No se ha creado nada.',
    batch_invalid_many: '{{count}} filas contienen errores. No se ha creado nada.',
    service_locked: 'Su empresa no ha contratado este servicio.',
    module_off: 'Esta parte del portal no está disponible para su empresa.',
    source_in_use: 'Todavía hay señales que proceden de esta fuente. Asígneles primero otra fuente.',
    builtin_service: 'Un servicio integrado no se puede eliminar.',
    service_is_start_page:
      'Este servicio es la página de inicio de una empresa. Elija primero otra página de inicio.',
    endpoint_in_use: 'Todavía hay servicios que abren este punto de acceso. Asígneles primero otro.',
    activation_code_used: 'Este código ya se ha utilizado y ya no se puede revocar.',
    sessions_impersonating:
      'Mientras actúa como otra persona no puede ver ni cerrar sus sesiones. Finalice primero la suplantación.',
    current_session: 'Esta es la sesión que está usando ahora: para terminarla, cierre la sesión.',
    ppm_unavailable: 'La gestión de programas y proyectos no está disponible para su empresa.',
    ppm_report_published:
      'Un informe de estado publicado no se modifica nunca. Redacte un informe nuevo para corregirlo.',
    ppm_gate_blocked: 'La medida todavía no cumple las reglas de la siguiente fase.',
    ppm_gate_pending: 'Ya hay una solicitud para la siguiente fase pendiente de decisión.',
    ppm_gate_none_pending: 'No hay ninguna solicitud de fase pendiente de decisión.',
    okr_children:
      'Este elemento tiene elementos subordinados. Elija qué hacer con ellos: desvincularlos, moverlos a otro lugar o eliminarlos también.',
  },
  titles: {
    bad_request: 'Solicitud incorrecta',
    unauthorized: 'No autenticado',
    forbidden: 'Prohibido',
    not_found: 'No encontrado',
    method_not_allowed: 'Método no permitido',
    payload_too_large: 'Solicitud demasiado grande',
    unsupported_media_type: 'Tipo de contenido no admitido',
    unprocessable_content: 'Contenido no procesable',
    too_many_requests: 'Demasiadas solicitudes',
    internal_server_error: 'Error interno del servidor',
    service_unavailable: 'Servicio no disponible',
    error: 'Error',
  },
  fields,
  whiteboard: whiteboardMessages,
  notifications: {
    okr_assigned: {
      title: 'Asignado a usted: {{title}}',
      text: '{{actor}} le ha nombrado propietario o responsable de «{{title}}».',
    },
    check_in_due: {
      title: 'Actualización pendiente: {{title}}',
      text: 'El resultado clave «{{title}}» de «{{objective}}» debe actualizarse desde el {{date}}.',
    },
    check_in_overdue: {
      title: 'Actualización atrasada: {{title}}',
      text: 'El resultado clave «{{title}}» de «{{objective}}» espera una actualización desde el {{date}}. Actualice su valor y su nivel de confianza.',
    },
    task_assigned: {
      title: 'Nueva tarea para usted: {{title}}',
      text: '{{actor}} le ha asignado la tarea «{{title}}».',
    },
    support_answered: {
      title: 'Se ha respondido a su solicitud de soporte: {{title}}',
      text: 'El equipo de soporte ha respondido a «{{title}}».',
    },
    coaching_answered: {
      title: 'Se ha respondido a su solicitud de coaching: {{title}}',
      text: 'El equipo de coaching ha respondido a «{{title}}».',
    },
    ppm_gate_requested: {
      title: 'Aprobación de fase solicitada: {{title}}',
      text: '{{actor}} le pide que pase la medida «{{title}}» a la fase {{gate}}.',
    },
    ppm_gate_approved: {
      title: 'Fase aprobada: {{title}}',
      text: '{{actor}} ha aprobado la fase {{gate}} para la medida «{{title}}».',
    },
    ppm_gate_rejected: {
      title: 'Fase rechazada: {{title}}',
      text: '{{actor}} no ha pasado la medida «{{title}}» a la fase {{gate}}.',
    },
    impersonation_started: {
      title: 'Un administrador está actuando en su nombre',
      text: '{{actor}} ({{email}}) ha empezado a actuar en el portal en su nombre para ayudarle. Si no lo esperaba, informe a su administrador.',
    },
    announcement: {
      title: '{{title}}',
      text: 'Un nuevo anuncio del equipo del portal.',
    },
    webhook_disabled: {
      title: 'Se ha desactivado un webhook',
      text: 'Las entregas a {{url}} han fallado durante {{hours}} horas; el webhook permanece desactivado hasta que usted lo vuelva a activar.',
    },
  },
  messages: {
    registration_mailed:
      'Gracias. Hemos enviado un mensaje a esa dirección: siga su enlace para confirmarla y después inicie sesión.',
    reset_mailed:
      'Si existe una cuenta con esta dirección, le hemos enviado un enlace para elegir una nueva contraseña.',
  },
  sso: ssoApiTexts,
  ai: aiApiTexts,
  directory: directoryApiTexts,
  webhooks: webhooksApiTexts,
  trends: trendsApiTexts,
}
