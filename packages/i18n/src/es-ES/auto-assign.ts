import type { autoAssign as en } from '../en-US/auto-assign.ts'
import type { Messages } from '../messages.ts'

export const autoAssign: Messages<typeof en> = {
  intro:
    'Las personas cuya dirección de correo electrónico pertenezca a uno de estos dominios se unen a su empresa y a los grupos de la regla al registrarse, cada vez que inician sesión con inicio de sesión único y siempre que la importación del directorio las crea o actualiza, una vez que la administración del portal haya aprobado el dominio. Las reglas solo añaden: modificar o eliminar una regla no quita a nadie.',
  search: 'Buscar dominios',
  new: 'Nueva regla',
  domain: 'Dominio de correo electrónico',
  domain_hint:
    'Por ejemplo, acme.example: exactamente este dominio, sin subdominios. No se admiten proveedores de correo públicos.',
  groups: 'Grupos',
  groups_hint: 'Las personas nuevas se unen a estos grupos de la empresa.',
  groups_placeholder: 'Elija grupos',
  no_groups: 'Sin grupos',
  is_company_admin: 'Nombrarlas administradoras de la empresa',
  is_company_admin_hint:
    'Cualquier persona que pueda recibir correo en este dominio podrá administrar la empresa.',
  is_active: 'Activa',
  is_active_hint:
    'Una regla en pausa no asigna a nadie y cierra el registro para el dominio. El inicio de sesión único y la importación del directorio siguen añadiendo personas a su empresa, pero sin los grupos de la regla.',
  status: 'Estado',
  active: 'Activa',
  paused: 'En pausa',
  company_admin: 'Administrador de empresa',
  yes: 'Sí',
  no: 'No',
  empty: 'Ninguna regla coincide.',
  save: 'Guardar',
  saved: 'Se ha guardado la regla.',
  created: 'Se ha creado la regla.',
  failed: 'No se ha podido guardar la regla.',
  delete: 'Eliminar regla',
  delete_confirm:
    '¿Eliminar la regla de {{domain}}? Las personas que se unieron a través de ella siguen en la empresa.',
  deleted: 'Se ha eliminado la regla.',
  approval: 'Aprobación',
  statuses: {
    pending: 'Pendiente de aprobación',
    approved: 'Aprobado',
    rejected: 'Rechazado',
  },
  status_notes: {
    pending:
      'La administración del portal todavía no ha aprobado este dominio para su empresa. Hasta entonces, la regla no asigna a nadie y el registro con este dominio permanece cerrado.',
    rejected:
      'La administración del portal ha rechazado este dominio para su empresa. La regla no asigna a nadie. Si la vuelve a guardar, se solicitará de nuevo la aprobación.',
  },
  request_hint:
    'Un dominio nuevo necesita la aprobación de la administración del portal antes de asignar a nadie.',
  approve: 'Aprobar',
  reject: 'Rechazar',
  approved: 'Se ha aprobado el dominio para {{company}}.',
  rejected: 'Se ha rechazado la solicitud de {{domain}}.',
  review_failed: 'No se ha podido guardar la decisión.',
  requests: 'Solicitudes pendientes de aprobación',
  requests_intro:
    'Dominios solicitados por los administradores de empresa, en todas las empresas. Apruebe solo los que pertenezcan a la empresa.',
  requests_empty: 'No hay solicitudes pendientes.',
  company: 'Empresa',
  requested: 'Solicitado',
}
