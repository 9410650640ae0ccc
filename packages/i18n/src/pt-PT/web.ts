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
    name: 'Portal de Clientes',
    skip_to_content: 'Saltar para o conteúdo',
  },
  nav: {
    main: 'Navegação principal',
    toggle: 'Mostrar ou ocultar a navegação',
    dashboard: 'Painel',
    okr: 'Objetivos e OKR',
    ppm: 'Programas e projetos',
    trends: 'Gestão de tendências',
    market_intelligence: 'Informação de mercado',
    services: 'Serviços',
    whiteboard: 'Quadro branco',
    academy: 'Academia',
    notifications: 'Notificações',
    coaching: 'Coaching',
    guide: 'Guia',
    support: 'Suporte',
    administration: 'Administração',
    users: 'Utilizadores',
    companies: 'Empresas',
    teams: 'Equipas',
    auto_assign: 'Regras de atribuição automática',
    market_intelligence_admin: 'Administração da informação de mercado',
    service_admin: 'Catálogo de serviços',
    locked: '{{label}} (sem acesso)',
  },
  user_menu: {
    label: 'Menu do utilizador',
    profile: 'Perfil',
    company: 'Empresa',
    no_company: 'Sem empresa',
    active_company: 'Empresa ativa',
    loading: 'A carregar…',
    logout: 'Terminar sessão',
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
    title: 'Iniciar sessão',
    intro: 'Inicie sessão no portal da sua empresa.',
    email: 'E-mail',
    password: 'Palavra-passe',
    show_password: 'Mostrar ou ocultar a palavra-passe',
    submit: 'Iniciar sessão',
    failed: 'Não foi possível iniciar sessão. Tente novamente.',
  },
  profile: {
    title: 'Perfil',
    intro: 'O seu nome tal como os seus colegas o veem.',
    first_name: 'Nome próprio',
    last_name: 'Apelido',
    email: 'E-mail',
    save: 'Guardar',
    saved: 'O seu perfil foi guardado.',
    complete: 'Complete as informações do seu perfil.',
    save_failed: 'Não foi possível guardar o seu perfil.',
    language_title: 'Idioma',
    language_intro: 'As páginas, as mensagens e os e-mails do portal utilizam este idioma.',
    password_title: 'Palavra-passe',
    password_intro: 'Ao alterar a palavra-passe, as sessões iniciadas noutros locais são terminadas.',
    current_password: 'Palavra-passe atual',
    new_password: 'Nova palavra-passe',
    new_password_hint:
      'Pelo menos 10 caracteres, não pode ser uma palavra-passe comum nem o seu nome ou e-mail.',
    change_password: 'Alterar palavra-passe',
    password_changed: 'A sua palavra-passe foi alterada. As suas outras sessões foram terminadas.',
    companies_title: 'As suas empresas',
    companies_none: 'Ainda não pertence a nenhuma empresa.',
  },
  pages: {
    assistant: 'Assistente',
    login: 'Iniciar sessão',
    register: 'Registo',
    reset_password: 'Redefinir palavra-passe',
    callback: 'A iniciar sessão',
    activation: 'Ativação da conta',
    profile: 'Perfil',
    client: 'Área de cliente',
    auto_assign: 'Regras de atribuição automática',
    auto_assign_rule: 'Regra de atribuição automática',
    coaching: 'Coaching',
    companies: 'Empresas',
    company: 'Empresa',
    dashboard: 'Painel',
    analysis: 'Análise',
    competitors: 'Concorrentes',
    dashboard_card: 'Cartão do painel',
    goals_dashboard: 'Painel de objetivos',
    guide: 'Guia',
    market_intelligence_admin: 'Administração da informação de mercado',
    market_intelligence: 'Informação de mercado',
    notifications: 'Notificações',
    notification: 'Notificação',
    okr: 'Objetivos e OKR',
    ppm: 'Programas e projetos',
    services: 'Serviços',
    service: 'Serviço',
    service_categories: 'Categorias de serviços',
    service_category: 'Categoria de serviço',
    service_endpoints: 'Pontos de acesso de serviços',
    service_endpoint: 'Ponto de acesso de serviço',
    support: 'Suporte',
    academy: 'Academia',
    project_management: 'Gestão de projetos',
    whiteboard: 'Quadro branco',
    teams: 'Equipas',
    team: 'Equipa',
    trends: 'Gestão de tendências',
    macrotrend: 'Macrotendência',
    microtrend: 'Microtendência',
    megatrend: 'Megatendência',
    users: 'Utilizadores',
    user: 'Utilizador',
  },

  not_found: {
    title: 'Página não encontrada',
    message: 'Page Not Found: {{path}}',
    home: 'Ir para a página inicial',
  },
  error: {
    title: 'Ocorreu um erro',
    body: 'Não foi possível apresentar a página. Vai ser redirecionado para a página de início de sessão.',
  },
  impersonation: {
    processed: 'INFO: Pedido de representação processado. A atualizar a sessão...',
    call_failed:
      'AVISO: A chamada à API de representação encontrou um problema; a tentar atualizar a sessão.',
    started: 'SUCESSO: Representação iniciada com êxito.',
    start_failed:
      'ERRO: Não foi possível iniciar a representação após a atualização. Verifique e tente novamente.',
    end_failed:
      'ERRO: Não foi possível terminar a representação após a atualização. Tente novamente ou recarregue a página.',
    ended: 'SUCESSO: Representação terminada com êxito.',
    banner: 'Está a agir como {{name}} ({{email}}).',
    stop: 'Terminar representação',
    start: 'Agir como utilizador',
    start_label: 'Agir como {{email}}',
    log_title: 'Representações recentes',
    log_empty: 'Ainda ninguém foi representado.',
    log_when: 'Quando',
    log_action: 'Ação',
    log_actor: 'Por',
    log_target: 'Como',
    log_ip: 'De (IP)',
    log_start: 'Iniciada',
    log_stop: 'Terminada',
  },

  forbidden: {
    title: 'Sem permissão',
    body: 'Não tem acesso a esta página.',
  },
  companies: {
    tabs: { details: 'Empresa', identity: 'Identidade' },
    search: 'Pesquisar empresas',
    new: 'Nova empresa',
    name: 'Nome',
    members: 'Membros',
    start_page: 'Página inicial',
    none: 'Predefinição (quadro branco)',
    empty: 'Nenhuma empresa corresponde.',
    logo: 'URL do logótipo (https)',
    type: 'Tipo de página inicial',
    endpoint: 'Caminho ou endereço',
    endpoint_hint: 'Para uma página inicial interna, um caminho do portal, como /client/dashboard.',
    service_slug: 'Serviço',
    service_hint: 'Serviços que abrem desta forma.',
    service_choose: 'Escolha um serviço',
    save: 'Guardar',
    saved: 'A empresa foi guardada.',
    created: 'A empresa foi criada.',
    delete: 'Eliminar empresa',
    delete_confirm: 'Eliminar {{name}} e todas as respetivas associações? Esta ação não pode ser anulada.',
    deleted: 'A empresa foi eliminada.',
    read_only:
      'Apenas a equipa do portal pode alterar estes dados. Se algo estiver incorreto, informe-a através do suporte.',
    no_logo: 'Sem logótipo',
    failed: 'Não foi possível guardar a empresa.',
    types: {
      none: 'Nenhuma',
      internal: 'Página interna',
      external: 'Externa',
      external_new_tab: 'Externa, novo separador',
      embed: 'Incorporada',
    },
  },
  pagination: {
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Página seguinte',
    last: 'Última página',
  },
  write: {
    failed: 'Não foi possível guardar. Tente novamente.',
    unreachable: 'Não foi possível contactar o portal. Verifique a sua ligação e tente novamente.',
    confirm_title: 'Confirme, por favor',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
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
