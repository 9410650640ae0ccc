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
    body_too_large: 'Die Anfrage ist größer als die {{max}} MB, die hier angenommen werden.',
    bad_request: 'Die Anfrage konnte nicht gelesen werden.',
    validation: 'Einige Felder sind ungültig.',
    unauthenticated: 'Bitte melden Sie sich an.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    token_invalid: 'Das API-Token ist unbekannt, widerrufen oder abgelaufen.',
    token_scope: 'Die Berechtigungen des API-Tokens erlauben diese Anfrage nicht.',
    token_impersonating: 'Während einer Benutzerübernahme können keine API-Tokens erstellt werden.',
    value_from_integrations: 'Dieses Schlüsselergebnis übernimmt seinen Wert nicht aus Integrationen.',
    integration_only:
      'Nur das Token eines Dienstkontos kann einen Wert für ein Schlüsselergebnis übermitteln.',
    csrf: 'Das Sicherheitstoken fehlt oder passt nicht. Laden Sie die Seite neu und versuchen Sie es erneut.',
    not_found: 'Nicht gefunden.',
    too_many_attempts_one:
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {{count}} Sekunde erneut.',
    too_many_attempts_other:
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {{count}} Sekunden erneut.',
    too_many_requests_one: 'Zu viele Anfragen. Versuchen Sie es in {{count}} Sekunde erneut.',
    too_many_requests_other: 'Zu viele Anfragen. Versuchen Sie es in {{count}} Sekunden erneut.',
    email_not_verified:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der E-Mail, die wir Ihnen gesendet haben. Keine E-Mail erhalten? Registrieren Sie sich erneut oder setzen Sie Ihr Passwort zurück, um einen neuen Link zu bekommen.',
    invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    not_member: 'Sie gehören diesem Unternehmen nicht an.',
    already_impersonating: 'Beenden Sie zuerst die laufende Identitätsübernahme.',
    impersonate_self: 'Sie können sich nicht selbst übernehmen.',
    not_impersonating: 'Sie übernehmen derzeit niemanden.',
    no_active_company:
      'Wählen Sie zuerst ein Unternehmen: Dies gehört zu einem Unternehmen, und keines ist aktiv.',
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    unavailable: 'Der Dienst ist nicht bereit.',
    own_rights:
      'Eigene Rechte ändern, sich selbst deaktivieren oder löschen geht nicht. Bitten Sie eine andere Administratorin oder einen anderen Administrator.',
    manage_staff: 'Nur Superuser können Admins und Superuser ändern.',
    shared_account:
      'Diese Person gehört auch einem anderen Unternehmen an: E-Mail, Name, Sprache und Status ändert nur das Portal-Team.',
    user_inactive: 'Dieses Konto ist deaktiviert.',
    batch_invalid_one: '{{count}} Zeile ist fehlerhaft. Es wurde nichts angelegt.',
    batch_invalid_other: '{{count}} Zeilen sind fehlerhaft. Es wurde nichts angelegt.',
    service_locked: 'Ihr Unternehmen hat diesen Dienst nicht gebucht.',
    module_off: 'Dieser Teil des Portals ist für Ihr Unternehmen nicht verfügbar.',
    source_in_use: 'Es gibt noch Signale aus dieser Quelle. Ordnen Sie ihnen zuerst eine andere Quelle zu.',
    builtin_service: 'Ein eingebauter Dienst kann nicht gelöscht werden.',
    service_is_start_page:
      'Dieser Dienst ist die Startseite eines Unternehmens. Wählen Sie dort zuerst eine andere Startseite.',
    endpoint_in_use: 'Dienste öffnen diesen Endpunkt noch. Geben Sie ihnen zuerst einen anderen.',
    activation_code_used: 'Dieser Code wurde bereits verwendet und kann nicht mehr widerrufen werden.',
    sessions_impersonating:
      'Solange Sie eine andere Person übernommen haben, können Sie deren Sitzungen weder sehen noch beenden. Beenden Sie zuerst die Identitätsübernahme.',
    current_session: 'Mit dieser Sitzung arbeiten Sie gerade. Melden Sie sich stattdessen ab.',
    ppm_unavailable: 'PPM ist für Ihr Unternehmen nicht verfügbar.',
    ppm_report_published:
      'Ein veröffentlichter Statusbericht ändert sich nie. Schreiben Sie zur Korrektur einen neuen Bericht.',
    ppm_gate_blocked: 'Die Maßnahme erfüllt die Regeln des nächsten Gates noch nicht.',
    ppm_gate_pending: 'Eine Anfrage für das nächste Gate wartet bereits auf eine Entscheidung.',
    ppm_gate_none_pending: 'Keine Gate-Anfrage wartet auf eine Entscheidung.',
    okr_children:
      'Unter diesem Eintrag hängen weitere. Wählen Sie, was mit ihnen geschieht: lösen, verschieben oder mitlöschen.',
  },
  titles: {
    bad_request: 'Ungültige Anfrage',
    unauthorized: 'Nicht angemeldet',
    forbidden: 'Nicht erlaubt',
    not_found: 'Nicht gefunden',
    method_not_allowed: 'Methode nicht erlaubt',
    payload_too_large: 'Anfrage zu groß',
    unsupported_media_type: 'Nicht unterstützter Medientyp',
    unprocessable_content: 'Nicht verarbeitbarer Inhalt',
    too_many_requests: 'Zu viele Anfragen',
    internal_server_error: 'Interner Serverfehler',
    service_unavailable: 'Dienst nicht verfügbar',
    error: 'Fehler',
  },
  fields,
  whiteboard: whiteboardMessages,
  notifications: {
    okr_assigned: {
      title: 'Ihnen zugewiesen: {{title}}',
      text: '{{actor}} hat Sie als Verantwortliche oder Verantwortlichen für „{{title}}“ eingetragen.',
    },
    check_in_due: {
      title: 'Check-in fällig: {{title}}',
      text: 'Das Schlüsselergebnis „{{title}}“ von „{{objective}}“ ist seit {{date}} für einen Check-in fällig.',
    },
    check_in_overdue: {
      title: 'Check-in überfällig: {{title}}',
      text: 'Das Schlüsselergebnis „{{title}}“ von „{{objective}}“ wartet seit {{date}} auf einen Check-in. Aktualisieren Sie Wert und Zuversicht.',
    },
    task_assigned: {
      title: 'Neue Aufgabe für Sie: {{title}}',
      text: '{{actor}} hat Ihnen die Aufgabe „{{title}}“ zugewiesen.',
    },
    support_answered: {
      title: 'Ihre Support-Anfrage wurde beantwortet: {{title}}',
      text: 'Das Support-Team hat „{{title}}“ beantwortet.',
    },
    coaching_answered: {
      title: 'Ihre Coaching-Anfrage wurde beantwortet: {{title}}',
      text: 'Das Coaching-Team hat „{{title}}“ beantwortet.',
    },
    ppm_gate_requested: {
      title: 'Gate-Freigabe angefragt: {{title}}',
      text: '{{actor}} bittet Sie, die Maßnahme „{{title}}“ in Gate {{gate}} zu übernehmen.',
    },
    ppm_gate_approved: {
      title: 'Gate freigegeben: {{title}}',
      text: '{{actor}} hat Gate {{gate}} für die Maßnahme „{{title}}“ freigegeben.',
    },
    ppm_gate_rejected: {
      title: 'Gate abgelehnt: {{title}}',
      text: '{{actor}} hat die Maßnahme „{{title}}“ nicht in Gate {{gate}} übernommen.',
    },
    impersonation_started: {
      title: 'Eine Administratorin oder ein Administrator handelt als Sie',
      text: '{{actor}} ({{email}}) handelt im Portal als Sie, um Ihnen zu helfen. Wenn Sie das nicht erwartet haben, wenden Sie sich an Ihre Administration.',
    },
    announcement: {
      title: '{{title}}',
      text: 'Eine neue Mitteilung des Portal-Teams.',
    },
    webhook_disabled: {
      title: 'Ein Webhook wurde abgeschaltet',
      text: 'Die Zustellungen an {{url}} sind {{hours}} Stunden lang fehlgeschlagen; der Webhook bleibt aus, bis Sie ihn wieder einschalten.',
    },
  },
  messages: {
    registration_mailed:
      'Vielen Dank. Wir haben eine E-Mail an die Adresse gesendet: Bestätigen Sie sie über den Link darin und melden Sie sich dann an.',
    reset_mailed:
      'Falls ein Konto diese Adresse hat, haben wir ihm einen Link zum Wählen eines neuen Passworts gesendet.',
  },
  sso: ssoApiTexts,
  ai: aiApiTexts,
  directory: directoryApiTexts,
  webhooks: webhooksApiTexts,
  trends: trendsApiTexts,
}
