import type { api as en } from '../en-US/api.ts'
import type { Messages } from '../messages.ts'

export const api: Messages<typeof en> = {
  errors: {
    bad_request: 'Die Anfrage konnte nicht gelesen werden.',
    validation: 'Einige Felder sind ungültig.',
    unauthenticated: 'Bitte melden Sie sich an.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    csrf: 'Das Sicherheitstoken fehlt oder passt nicht. Laden Sie die Seite neu und versuchen Sie es erneut.',
    not_found: 'Nicht gefunden.',
    too_many_attempts:
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {{seconds}} Sekunden erneut.',
    invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    not_member: 'Sie gehören diesem Unternehmen nicht an.',
    already_impersonating: 'Beenden Sie zuerst die laufende Identitätsübernahme.',
    impersonate_self: 'Sie können sich nicht selbst übernehmen.',
    not_impersonating: 'Sie übernehmen derzeit niemanden.',
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    unavailable: 'Der Dienst ist nicht bereit.',
  },
  fields: {
    required: 'Dieses Feld ist erforderlich.',
    too_short: 'Mindestens {{minimum}} Zeichen.',
    too_long: 'Höchstens {{maximum}} Zeichen.',
    invalid_type: 'Erwartet: {{expected}}.',
    invalid_value: 'Erlaubt sind: {{options}}.',
    unknown_field: 'Dieses Feld ist nicht erlaubt.',
    wrong_password: 'Das aktuelle Passwort ist falsch.',
    invalid: 'Dieser Wert ist ungültig.',
  },
}
