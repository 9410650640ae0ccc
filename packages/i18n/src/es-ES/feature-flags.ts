import type { feature_flags as en } from '../en-US/feature-flags.ts'
import type { Messages } from '../messages.ts'

export const feature_flags: Messages<typeof en> = {
  title: 'Módulos',
  intro:
    'Lo que ven las personas de esta empresa. Un módulo bloqueado se muestra con un candado y una nota sobre cómo obtenerlo; uno oculto no se muestra en absoluto.',
  module: 'Módulo',
  visibility: 'Visibilidad',
  states: { visible: 'Visible', locked: 'Bloqueado', hidden: 'Oculto' },
  ai: 'Asistente de IA',
  ai_states: { default: 'Según la configuración', on: 'Activado', off: 'Desactivado' },
  save: 'Guardar módulos',
  saved: 'Se han guardado los módulos.',
  failed: 'No se han podido guardar los módulos.',
  locked: 'Bloqueado',
  hidden: 'Oculto para esta empresa',
  locked_title: '{{module}} no forma parte del plan de su empresa',
  locked_body:
    'Pida acceso a {{module}} al administrador de su empresa o póngase en contacto con el soporte.',
  contact_support: 'Contactar con el soporte',
}
