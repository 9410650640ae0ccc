import type { web as en } from '../en-US/web.ts'
import type { Messages } from '../messages.ts'
import { academy } from './academy.ts'
import { activation } from './activation.ts'
import { ai } from './ai.ts'
import { apiTokens } from './api-tokens.ts'
import { autoAssign } from './auto-assign.ts'
import { coaching } from './coaching.ts'
import { dashboards } from './dashboards.ts'
import { directory } from './directory.ts'
import { feature_flags } from './feature-flags.ts'
import { fields } from './fields.ts'
import { goalLinks } from './goal-links.ts'
import { groups } from './groups.ts'
import { guide } from './guide.ts'
import { marketIntelligence } from './market-intelligence.ts'
import { memberSets } from './member-sets.ts'
import { notifications } from './notifications.ts'
import { okr } from './okr.ts'
import { okrInsights } from './okr-insights.ts'
import { outbox } from './outbox.ts'
import { people } from './people.ts'
import { ppm } from './ppm.ts'
import { selfService } from './self-service.ts'
import { services } from './services.ts'
import { sessions } from './sessions.ts'
import { sso } from './sso.ts'
import { support } from './support.ts'
import { teams } from './teams.ts'
import { threads } from './threads.ts'
import { trends } from './trends.ts'
import { users } from './users.ts'
import { webhooks } from './webhooks.ts'
import { whiteboard } from './whiteboard.ts'

export const web: Messages<typeof en> = {
  app: {
    name: 'Portal de clientes',
    skip_to_content: 'Ir al contenido',
  },
  nav: {
    main: 'Navegación principal',
    toggle: 'Mostrar u ocultar la navegación',
    dashboard: 'Panel',
    okr: 'Objetivos y OKR',
    ppm: 'Programas y proyectos',
    trends: 'Gestión de tendencias',
    market_intelligence: 'Inteligencia de mercado',
    services: 'Servicios',
    whiteboard: 'Pizarra',
    academy: 'Academia',
    notifications: 'Notificaciones',
    coaching: 'Coaching',
    guide: 'Guía',
    support: 'Soporte',
    administration: 'Administración',
    users: 'Usuarios',
    companies: 'Empresas',
    teams: 'Equipos',
    auto_assign: 'Reglas de asignación',
    market_intelligence_admin: 'Gestionar inteligencia de mercado',
    service_admin: 'Catálogo de servicios',
    locked: '{{label}} (bloqueado)',
  },
  user_menu: {
    label: 'Menú de usuario',
    profile: 'Perfil',
    company: 'Empresa',
    no_company: 'Sin empresa',
    active_company: 'Empresa activa',
    loading: 'Cargando…',
    logout: 'Cerrar sesión',
  },
  locale: {
    label: 'Idioma',
    names: {
      'de-DE': 'Deutsch',
      'en-US': 'English',
      'es-ES': 'Español',
      'zh-CHS': 'Schweizerdeutsch',
      'fr-FR': 'Français',
      'pt-PT': 'Português',
      'de-AT': 'Deutsch (Österreich)',
    },
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Inicie sesión en el portal de su empresa.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    show_password: 'Mostrar u ocultar la contraseña',
    submit: 'Iniciar sesión',
    failed: 'No se ha podido iniciar sesión. Inténtelo de nuevo.',
  },
  profile: {
    title: 'Perfil',
    intro: 'Su nombre tal como lo ven sus compañeros.',
    first_name: 'Nombre',
    last_name: 'Apellidos',
    email: 'Correo electrónico',
    save: 'Guardar',
    saved: 'Se ha guardado su perfil.',
    complete: 'Complete los datos de su perfil.',
    save_failed: 'No se ha podido guardar su perfil.',
    language_title: 'Idioma',
    language_intro:
      'Las páginas, los mensajes y los correos electrónicos del portal se muestran en este idioma.',
    password_title: 'Contraseña',
    password_intro: 'Al cambiar la contraseña se cerrarán todas sus demás sesiones.',
    current_password: 'Contraseña actual',
    new_password: 'Nueva contraseña',
    new_password_hint:
      'Al menos 10 caracteres; no debe ser una contraseña habitual ni contener su nombre o correo electrónico.',
    change_password: 'Cambiar contraseña',
    password_changed: 'Se ha cambiado su contraseña. Sus demás sesiones se han cerrado.',
    companies_title: 'Sus empresas',
    companies_none: 'Todavía no pertenece a ninguna empresa.',
  },
  pages: {
    assistant: 'Asistente',
    login: 'Iniciar sesión',
    register: 'Registro',
    reset_password: 'Restablecer contraseña',
    callback: 'Iniciando sesión',
    activation: 'Activación de la cuenta',
    profile: 'Perfil',
    client: 'Área de clientes',
    auto_assign: 'Reglas de asignación',
    auto_assign_rule: 'Regla de asignación',
    coaching: 'Coaching',
    companies: 'Empresas',
    company: 'Empresa',
    dashboard: 'Panel',
    analysis: 'Análisis',
    competitors: 'Competidores',
    dashboard_card: 'Tarjeta del panel',
    goals_dashboard: 'Panel de objetivos',
    guide: 'Guía',
    market_intelligence_admin: 'Gestionar inteligencia de mercado',
    market_intelligence: 'Inteligencia de mercado',
    notifications: 'Notificaciones',
    notification: 'Notificación',
    okr: 'Objetivos y OKR',
    ppm: 'Programas y proyectos',
    services: 'Servicios',
    service: 'Servicio',
    service_categories: 'Categorías de servicios',
    service_category: 'Categoría de servicios',
    service_endpoints: 'Puntos de acceso de servicios',
    service_endpoint: 'Punto de acceso de servicio',
    support: 'Soporte',
    academy: 'Academia',
    project_management: 'Gestión de proyectos',
    whiteboard: 'Pizarra',
    teams: 'Equipos',
    team: 'Equipo',
    trends: 'Gestión de tendencias',
    macrotrend: 'Macrotendencia',
    microtrend: 'Microtendencia',
    megatrend: 'Megatendencia',
    users: 'Usuarios',
    user: 'Usuario',
  },

  not_found: {
    title: 'Página no encontrada',
    message: 'Página no encontrada: {{path}}',
    home: 'Ir a la página de inicio',
  },
  error: {
    title: 'Se ha producido un error',
    body: 'No se ha podido mostrar la página. Le redirigimos a la página de inicio de sesión.',
  },
  impersonation: {
    processed: 'INFO: Solicitud de suplantación procesada. Actualizando la sesión…',
    call_failed:
      'AVISO: Se ha producido un problema al suplantar la identidad; se está actualizando la sesión.',
    started: 'ÉXITO: Se ha iniciado la suplantación de identidad.',
    start_failed:
      'ERROR: No se ha podido iniciar la suplantación tras actualizar la sesión. Compruébelo e inténtelo de nuevo.',
    end_failed:
      'ERROR: No se ha podido finalizar la suplantación tras actualizar la sesión. Inténtelo de nuevo o recargue la página.',
    ended: 'ÉXITO: La suplantación de identidad ha finalizado.',
    banner: 'Está actuando como {{name}} ({{email}}).',
    stop: 'Finalizar suplantación',
    start: 'Suplantar',
    start_label: 'Suplantar a {{email}}',
    log_title: 'Suplantaciones recientes',
    log_empty: 'Todavía no se ha suplantado a nadie.',
    log_when: 'Cuándo',
    log_action: 'Acción',
    log_actor: 'Por',
    log_target: 'Como',
    log_ip: 'Desde (IP)',
    log_start: 'Iniciada',
    log_stop: 'Finalizada',
  },

  forbidden: {
    title: 'Acceso no permitido',
    body: 'No tiene acceso a esta página.',
  },
  companies: {
    tabs: { details: 'Empresa', identity: 'Identidad' },
    search: 'Buscar empresas',
    new: 'Nueva empresa',
    name: 'Nombre',
    members: 'Miembros',
    start_page: 'Página de inicio',
    none: 'Predeterminada (pizarra)',
    empty: 'Ninguna empresa coincide.',
    logo: 'URL del logotipo (https)',
    type: 'Tipo de página de inicio',
    endpoint: 'Ruta o dirección',
    endpoint_hint: 'Para una página de inicio interna, una ruta del portal como /client/dashboard.',
    service_slug: 'Servicio',
    service_hint: 'Servicios que se abren de esta forma.',
    service_choose: 'Elija un servicio',
    save: 'Guardar',
    saved: 'Se ha guardado la empresa.',
    created: 'Se ha creado la empresa.',
    delete: 'Eliminar empresa',
    delete_confirm: '¿Eliminar {{name}} y todas sus afiliaciones? Esta acción no se puede deshacer.',
    deleted: 'Se ha eliminado la empresa.',
    read_only:
      'Solo el equipo del portal puede cambiar estos datos. Si algo no es correcto, comuníqueselo a través del soporte.',
    no_logo: 'Sin logotipo',
    failed: 'No se ha podido guardar la empresa.',
    types: {
      none: 'Ninguna',
      internal: 'Página interna',
      external: 'Externa',
      external_new_tab: 'Externa, nueva pestaña',
      embed: 'Integrada',
    },
  },
  pagination: {
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
  },
  write: {
    failed: 'No se ha podido guardar. Inténtelo de nuevo.',
    unreachable: 'No se ha podido conectar con el portal. Compruebe su conexión e inténtelo de nuevo.',
    confirm_title: 'Confirme la acción',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  // The field messages the API sends, shown the same before a form is sent.
  fields,
  // Feature catalogues, one file each.
  dashboards,
  people,
  member_sets: memberSets,
  teams,
  ppm,
  trends,
  market_intelligence: marketIntelligence,
  goal_links: goalLinks,
  okr,
  auto_assign: autoAssign,
  self_service: selfService,
  users,
  groups,
  outbox,
  sessions,
  api_tokens: apiTokens,
  notifications,
  services,
  feature_flags,
  threads,
  support,
  coaching,
  activation,
  guide,
  academy,
  okr_insights: okrInsights,
  whiteboard,
  sso,
  ai,
  directory,
  webhooks,
}
