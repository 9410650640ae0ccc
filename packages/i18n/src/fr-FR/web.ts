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
    name: 'Portail client',
    skip_to_content: 'Aller au contenu',
  },
  nav: {
    main: 'Navigation principale',
    toggle: 'Afficher ou masquer la navigation',
    dashboard: 'Tableau de bord',
    okr: 'Objectifs & OKR',
    ppm: 'Programmes & projets',
    trends: 'Gestion des tendances',
    market_intelligence: 'Veille concurrentielle',
    services: 'Services',
    whiteboard: 'Tableau blanc',
    academy: 'Académie',
    notifications: 'Notifications',
    coaching: 'Coaching',
    guide: 'Guide',
    support: 'Support',
    administration: 'Administration',
    users: 'Utilisateurs',
    companies: 'Entreprises',
    teams: 'Équipes',
    auto_assign: 'Règles d’affectation automatique',
    market_intelligence_admin: 'Administration de la veille',
    service_admin: 'Catalogue de services',
    locked: '{{label}} (accès verrouillé)',
  },
  user_menu: {
    label: 'Menu utilisateur',
    profile: 'Profil',
    company: 'Entreprise',
    no_company: 'Aucune entreprise',
    active_company: 'Entreprise active',
    loading: 'Chargement…',
    logout: 'Se déconnecter',
  },
  locale: {
    label: 'Langue',
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
    title: 'Connexion',
    intro: 'Connectez-vous au portail de votre entreprise.',
    email: 'E-mail',
    password: 'Mot de passe',
    show_password: 'Afficher ou masquer le mot de passe',
    submit: 'Se connecter',
    failed: 'La connexion a échoué. Veuillez réessayer.',
  },
  profile: {
    title: 'Profil',
    intro: 'Votre nom tel que vos collègues le voient.',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'E-mail',
    save: 'Enregistrer',
    saved: 'Votre profil a été enregistré.',
    complete: 'Veuillez compléter les informations de votre profil.',
    save_failed: 'Votre profil n’a pas pu être enregistré.',
    language_title: 'Langue',
    language_intro: 'Les pages, les messages et les e-mails du portail utilisent cette langue.',
    password_title: 'Mot de passe',
    password_intro: 'Changer votre mot de passe vous déconnecte partout ailleurs.',
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    new_password_hint:
      'Au moins 10 caractères, pas un mot de passe courant, ni votre nom ni votre adresse e-mail.',
    change_password: 'Changer le mot de passe',
    password_changed: 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.',
    companies_title: 'Vos entreprises',
    companies_none: 'Vous n’appartenez encore à aucune entreprise.',
  },
  pages: {
    assistant: 'Assistant',
    login: 'Connexion',
    register: 'Inscription',
    reset_password: 'Réinitialisation du mot de passe',
    callback: 'Connexion en cours',
    activation: 'Activation du compte',
    profile: 'Profil',
    client: 'Espace client',
    auto_assign: 'Règles d’affectation automatique',
    auto_assign_rule: 'Règle d’affectation automatique',
    coaching: 'Coaching',
    companies: 'Entreprises',
    company: 'Entreprise',
    dashboard: 'Tableau de bord',
    analysis: 'Analyse',
    competitors: 'Concurrents',
    dashboard_card: 'Carte du tableau de bord',
    goals_dashboard: 'Tableau de bord des objectifs',
    guide: 'Guide',
    market_intelligence_admin: 'Administration de la veille',
    market_intelligence: 'Veille concurrentielle',
    notifications: 'Notifications',
    notification: 'Notification',
    okr: 'Objectifs & OKR',
    ppm: 'Programmes & projets',
    services: 'Services',
    service: 'Service',
    service_categories: 'Catégories de services',
    service_category: 'Catégorie de services',
    service_endpoints: 'Points d’accès des services',
    service_endpoint: 'Point d’accès du service',
    support: 'Support',
    academy: 'Académie',
    project_management: 'Gestion de projet',
    whiteboard: 'Tableau blanc',
    teams: 'Équipes',
    team: 'Équipe',
    trends: 'Gestion des tendances',
    macrotrend: 'Macrotendance',
    microtrend: 'Microtendance',
    megatrend: 'Mégatendance',
    users: 'Utilisateurs',
    user: 'Utilisateur',
  },

  not_found: {
    title: 'Page introuvable',
    // The spec's message, kept word for word in every language.
    message: 'Page Not Found: {{path}}',
    home: 'Aller à la page d’accueil',
  },
  error: {
    title: 'Une erreur s’est produite',
    body: 'La page n’a pas pu être affichée. Vous êtes redirigé vers la page de connexion.',
  },
  impersonation: {
    processed: 'INFO : demande d’emprunt d’identité traitée. Mise à jour de la session…',
    call_failed:
      'AVERTISSEMENT : l’appel d’emprunt d’identité a rencontré un problème, tentative d’actualisation de la session.',
    started: 'SUCCÈS : emprunt d’identité démarré.',
    start_failed:
      'ERREUR : l’emprunt d’identité n’a pas pu démarrer après l’actualisation. Veuillez vérifier et réessayer.',
    end_failed:
      'ERREUR : l’emprunt d’identité n’a pas pu prendre fin après l’actualisation. Veuillez réessayer ou recharger la page.',
    ended: 'SUCCÈS : emprunt d’identité terminé.',
    banner: 'Vous agissez en tant que {{name}} ({{email}}).',
    stop: 'Mettre fin à l’emprunt d’identité',
    start: 'Emprunter l’identité',
    start_label: 'Emprunter l’identité de {{email}}',
    log_title: 'Emprunts d’identité récents',
    log_empty: 'Aucun emprunt d’identité pour le moment.',
    log_when: 'Date',
    log_action: 'Action',
    log_actor: 'Par',
    log_target: 'En tant que',
    log_ip: 'Depuis (IP)',
    log_start: 'Démarré',
    log_stop: 'Terminé',
  },

  forbidden: {
    title: 'Accès refusé',
    body: 'Vous n’avez pas accès à cette page.',
  },
  companies: {
    tabs: { details: 'Entreprise', identity: 'Identité' },
    search: 'Rechercher des entreprises',
    new: 'Nouvelle entreprise',
    name: 'Nom',
    members: 'Membres',
    start_page: 'Page d’accueil',
    none: 'Par défaut (tableau blanc)',
    empty: 'Aucune entreprise ne correspond.',
    logo: 'URL du logo (https)',
    type: 'Type de page d’accueil',
    endpoint: 'Chemin ou adresse',
    endpoint_hint: 'Pour une page d’accueil interne, un chemin du portail comme /client/dashboard.',
    service_slug: 'Service',
    service_hint: 'Les services qui s’ouvrent de cette façon.',
    service_choose: 'Choisir un service',
    save: 'Enregistrer',
    saved: 'L’entreprise a été enregistrée.',
    created: 'L’entreprise a été créée.',
    delete: 'Supprimer l’entreprise',
    delete_confirm:
      'Supprimer {{name}} ainsi que le rattachement de tous ses membres ? Cette action est irréversible.',
    deleted: 'L’entreprise a été supprimée.',
    read_only:
      'Seule l’équipe du portail peut modifier ces informations. Si quelque chose est inexact, signalez-le-lui via le support.',
    no_logo: 'Aucun logo',
    failed: 'L’entreprise n’a pas pu être enregistrée.',
    types: {
      none: 'Aucune',
      internal: 'Page interne',
      external: 'Externe',
      external_new_tab: 'Externe, nouvel onglet',
      embed: 'Intégrée',
    },
  },
  pagination: {
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
  },
  write: {
    failed: 'L’enregistrement a échoué. Veuillez réessayer.',
    unreachable: 'Le portail est injoignable. Vérifiez votre connexion et réessayez.',
    confirm_title: 'Veuillez confirmer',
    confirm: 'Confirmer',
    cancel: 'Annuler',
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
