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
    name: 'Kundenportal',
    skip_to_content: 'Zum Inhalt springen',
  },
  nav: {
    main: 'Hauptnavigation',
    toggle: 'Navigation ein- oder ausblenden',
    dashboard: 'Dashboard',
    okr: 'Ziele & OKR',
    ppm: 'Programme & Projekte',
    trends: 'Trendmanagement',
    market_intelligence: 'Marktanalyse',
    services: 'Services',
    whiteboard: 'Whiteboard',
    academy: 'Akademie',
    notifications: 'Benachrichtigungen',
    coaching: 'Coaching',
    guide: 'Leitfaden',
    support: 'Support',
    administration: 'Verwaltung',
    users: 'Benutzer',
    companies: 'Unternehmen',
    teams: 'Teams',
    auto_assign: 'Zuordnungsregeln',
    market_intelligence_admin: 'Marktanalyse verwalten',
    service_admin: 'Dienstkatalog',
    locked: '{{label}} (gesperrt)',
  },
  user_menu: {
    label: 'Benutzermenü',
    profile: 'Profil',
    company: 'Unternehmen',
    no_company: 'Kein Unternehmen',
    active_company: 'Aktives Unternehmen',
    loading: 'Wird geladen …',
    logout: 'Abmelden',
  },
  locale: {
    label: 'Sprache',
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
    title: 'Anmelden',
    intro: 'Melden Sie sich bei Ihrem Unternehmensportal an.',
    email: 'E-Mail',
    password: 'Passwort',
    show_password: 'Passwort ein- oder ausblenden',
    submit: 'Anmelden',
    failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  profile: {
    title: 'Profil',
    intro: 'Ihr Name, wie ihn Ihre Kolleginnen und Kollegen sehen.',
    first_name: 'Vorname',
    last_name: 'Nachname',
    email: 'E-Mail',
    save: 'Speichern',
    saved: 'Ihr Profil wurde gespeichert.',
    complete: 'Bitte vervollständigen Sie Ihre Profilangaben.',
    save_failed: 'Ihr Profil konnte nicht gespeichert werden.',
    language_title: 'Sprache',
    language_intro: 'Seiten, Meldungen und E-Mails des Portals verwenden diese Sprache.',
    password_title: 'Passwort',
    password_intro: 'Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet.',
    current_password: 'Aktuelles Passwort',
    new_password: 'Neues Passwort',
    new_password_hint:
      'Mindestens 10 Zeichen, kein häufiges Passwort und nicht Ihr Name oder Ihre E-Mail-Adresse.',
    change_password: 'Passwort ändern',
    password_changed: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
    companies_title: 'Ihre Unternehmen',
    companies_none: 'Sie gehören noch keinem Unternehmen an.',
  },
  pages: {
    assistant: 'Assistent',
    login: 'Anmelden',
    register: 'Registrieren',
    reset_password: 'Passwort zurücksetzen',
    callback: 'Anmeldung läuft',
    activation: 'Kontoaktivierung',
    profile: 'Profil',
    client: 'Kundenbereich',
    auto_assign: 'Zuordnungsregeln',
    auto_assign_rule: 'Zuordnungsregel',
    coaching: 'Coaching',
    companies: 'Unternehmen',
    company: 'Unternehmen',
    dashboard: 'Dashboard',
    analysis: 'Analyse',
    competitors: 'Wettbewerber',
    dashboard_card: 'Dashboard-Karte',
    goals_dashboard: 'Ziele-Dashboard',
    guide: 'Leitfaden',
    market_intelligence_admin: 'Marktanalyse verwalten',
    market_intelligence: 'Marktanalyse',
    notifications: 'Benachrichtigungen',
    notification: 'Benachrichtigung',
    okr: 'Ziele & OKR',
    ppm: 'Programme & Projekte',
    services: 'Services',
    service: 'Service',
    service_categories: 'Servicekategorien',
    service_category: 'Servicekategorie',
    service_endpoints: 'Service-Endpunkte',
    service_endpoint: 'Service-Endpunkt',
    support: 'Support',
    academy: 'Akademie',
    project_management: 'Projektmanagement',
    whiteboard: 'Whiteboard',
    teams: 'Teams',
    team: 'Team',
    trends: 'Trendmanagement',
    macrotrend: 'Makrotrend',
    microtrend: 'Mikrotrend',
    megatrend: 'Megatrend',
    users: 'Benutzer',
    user: 'Benutzer',
  },

  not_found: {
    title: 'Seite nicht gefunden',
    // The spec's message, kept word for word in every language.
    message: 'Page Not Found: {{path}}',
    home: 'Zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite konnte nicht angezeigt werden. Sie werden zur Anmeldung weitergeleitet.',
  },
  impersonation: {
    processed: 'INFO: Anfrage zur Identitätsübernahme verarbeitet. Sitzung wird aktualisiert …',
    call_failed:
      'WARNUNG: Bei der Identitätsübernahme ist ein Problem aufgetreten, die Sitzung wird neu geladen.',
    started: 'ERFOLG: Identitätsübernahme gestartet.',
    start_failed:
      'FEHLER: Die Identitätsübernahme konnte nach dem Neuladen nicht gestartet werden. Bitte prüfen und erneut versuchen.',
    end_failed:
      'FEHLER: Die Identitätsübernahme konnte nicht beendet werden. Bitte erneut versuchen oder neu laden.',
    ended: 'ERFOLG: Identitätsübernahme beendet.',
    banner: 'Sie handeln als {{name}} ({{email}}).',
    stop: 'Übernahme beenden',
    start: 'Übernehmen',
    start_label: '{{email}} übernehmen',
    log_title: 'Letzte Identitätsübernahmen',
    log_empty: 'Bisher wurde niemand übernommen.',
    log_when: 'Wann',
    log_action: 'Aktion',
    log_actor: 'Durch',
    log_target: 'Als',
    log_ip: 'Von (IP)',
    log_start: 'Gestartet',
    log_stop: 'Beendet',
  },

  forbidden: {
    title: 'Nicht erlaubt',
    body: 'Sie haben keinen Zugriff auf diese Seite.',
  },
  companies: {
    tabs: { details: 'Unternehmen', identity: 'Identität' },
    search: 'Unternehmen suchen',
    new: 'Neues Unternehmen',
    name: 'Name',
    members: 'Mitglieder',
    start_page: 'Startseite',
    none: 'Standard (Whiteboard)',
    empty: 'Keine passenden Unternehmen.',
    logo: 'Logo-URL (https)',
    type: 'Art der Startseite',
    endpoint: 'Pfad oder Adresse',
    endpoint_hint: 'Für eine interne Startseite ein Pfad des Portals, etwa /client/dashboard.',
    service_slug: 'Dienst',
    service_hint: 'Dienste, die sich auf diese Weise öffnen.',
    service_choose: 'Dienst wählen',
    save: 'Speichern',
    saved: 'Das Unternehmen wurde gespeichert.',
    created: 'Das Unternehmen wurde angelegt.',
    delete: 'Unternehmen löschen',
    delete_confirm: '{{name}} mit allen Mitgliedschaften löschen? Das kann nicht rückgängig gemacht werden.',
    deleted: 'Das Unternehmen wurde gelöscht.',
    read_only:
      'Nur das Portal-Team kann diese Angaben ändern. Wenn hier etwas nicht stimmt, teilen Sie es ihm bitte über den Support mit.',
    no_logo: 'Kein Logo',
    failed: 'Das Unternehmen konnte nicht gespeichert werden.',
    types: {
      none: 'Keine',
      internal: 'Interne Seite',
      external: 'Extern',
      external_new_tab: 'Extern, neuer Tab',
      embed: 'Eingebettet',
    },
  },
  pagination: {
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
  },
  write: {
    failed: 'Das konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    unreachable: 'Das Portal ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    confirm_title: 'Bitte bestätigen',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
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
