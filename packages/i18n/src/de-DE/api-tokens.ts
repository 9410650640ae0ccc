import type { apiTokens as en } from '../en-US/api-tokens.ts'
import type { Messages } from '../messages.ts'

export const apiTokens: Messages<typeof en> = {
  personal_title: 'Persönliche Zugriffstokens',
  personal_intro:
    'Mit Tokens rufen andere Programme die API des Portals in Ihrem Namen auf (`Authorization: Bearer …`), beschränkt auf die gewählten Berechtigungen. Wer ein Token besitzt, kann es nutzen: Halten Sie es geheim und widerrufen Sie es, sobald es nicht mehr gebraucht wird.',
  accounts_title: 'Dienstkonten',
  accounts_intro:
    'Integrationen (BI, ERP, CRM) handeln als Dienstkonto: ein Mitglied dieses Unternehmens ohne Administratorrechte, mit eigenen Tokens. Was sie erfassen, trägt seinen Namen.',
  name: 'Name',
  expires_in_days: 'Gültig für (Tage)',
  scopes: 'Berechtigungen',
  scopes_hint:
    'Lesen erlaubt einem Token, ein Modul zu lesen; Schreiben auch, es zu ändern – nie mehr, als sein Eigentümer darf.',
  read: 'Lesen',
  write: 'Schreiben',
  modules: {
    okr: 'Ziele (OKR)',
    ppm: 'Projekte und Portfolios',
    people: 'Personen, Teams und Gruppen',
    content: 'Inhalte und Dienste',
    support: 'Support und Coaching',
    whiteboard: 'Whiteboard',
    notifications: 'Benachrichtigungen',
  },
  create: 'Token erstellen',
  created_title: 'Token „{{name}}“ erstellt',
  created_text:
    'Kopieren Sie es jetzt: Es wird nur dieses eine Mal angezeigt. Das Portal speichert nur einen Fingerabdruck davon.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  none: 'Noch keine Tokens.',
  expires: 'Läuft ab',
  last_used: 'Zuletzt genutzt',
  never_used: 'Nie',
  starts_with: 'Beginnt mit {{start}}…',
  revoke: 'Widerrufen',
  revoke_label: 'Das Token „{{name}}“ widerrufen',
  revoke_confirm: 'Dieses Token widerrufen? Programme, die es nutzen, funktionieren sofort nicht mehr.',
  revoked: 'Das Token wurde widerrufen.',
  revoked_on: 'Widerrufen am {{date}}',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  load_failed: 'Die Tokens konnten nicht geladen werden.',
  no_accounts: 'Noch keine Dienstkonten.',
  account_name: 'Name des Dienstkontos',
  create_account: 'Dienstkonto anlegen',
  account_created: 'Das Dienstkonto wurde angelegt.',
  remove_account: 'Entfernen',
  remove_account_confirm:
    'Das Dienstkonto „{{name}}“ entfernen? Seine Tokens funktionieren sofort nicht mehr.',
  account_removed: 'Das Dienstkonto wurde entfernt.',
}
