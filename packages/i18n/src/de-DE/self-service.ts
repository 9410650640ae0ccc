import type { selfService as en } from '../en-US/self-service.ts'
import type { Messages } from '../messages.ts'

export const selfService: Messages<typeof en> = {
  login: {
    forgot_password: 'Passwort vergessen?',
    register: 'Noch kein Konto? Registrieren',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich an, um fortzufahren.',
    password_set: 'Ihr neues Passwort ist gespeichert. Melden Sie sich damit an.',
  },
  register: {
    intro:
      'Legen Sie ein Konto mit Ihrer geschäftlichen E-Mail-Adresse an. Die Registrierung ist offen, wo Ihr Unternehmen sie erlaubt.',
    email: 'Geschäftliche E-Mail-Adresse',
    first_name: 'Vorname',
    last_name: 'Nachname',
    submit: 'Registrieren',
    failed: 'Die Registrierung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    done_title: 'Sehen Sie in Ihr Postfach',
    done: 'Wir haben eine E-Mail an {{email}} gesendet. Bestätigen Sie Ihre Adresse innerhalb von 48 Stunden über den Link darin und melden Sie sich dann an.',
    have_account: 'Bereits registriert? Anmelden',
  },
  reset: {
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    failed: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    done_title: 'Sehen Sie in Ihr Postfach',
    done: 'Falls ein Konto die Adresse {{email}} hat, ist ein Link unterwegs. Er funktioniert einmal, innerhalb einer Stunde.',
    back: 'Zurück zur Anmeldung',
    choose_title: 'Neues Passwort wählen',
    choose_intro:
      'Wählen Sie das Passwort, mit dem Sie sich anmelden. Anmeldungen an anderen Geräten enden damit.',
    save: 'Passwort speichern',
    request_new: 'Neuen Link anfordern',
  },
  password: {
    new: 'Neues Passwort',
    password: 'Passwort',
    confirm: 'Passwort wiederholen',
    hint_one:
      'Mindestens {{count}} Zeichen, kein häufiges Passwort und nicht Ihr Name oder Ihre E-Mail-Adresse. Eine lange Passphrase ist am sichersten.',
    hint_other:
      'Mindestens {{count}} Zeichen, kein häufiges Passwort und nicht Ihr Name oder Ihre E-Mail-Adresse. Eine lange Passphrase ist am sichersten.',
    too_short_one: 'Mindestens {{count}} Zeichen.',
    too_short_other: 'Mindestens {{count}} Zeichen.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    strength: 'Passwortstärke: {{level}}',
    levels: { weak: 'schwach', fair: 'mittel', good: 'gut', strong: 'stark' },
  },
  verify: {
    title: 'E-Mail-Adresse bestätigen',
    working: 'Ihre E-Mail-Adresse wird bestätigt …',
    failed_title: 'Dieser Link funktioniert nicht',
    missing: 'Der Link ist unvollständig. Öffnen Sie ihn erneut aus der E-Mail.',
    sign_in: 'Zur Anmeldung',
    register_again: 'Erneut registrieren',
  },
}
