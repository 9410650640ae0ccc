import type { mail as en } from '../en-US/mail.ts'
import type { Messages } from '../messages.ts'

export const mail: Messages<typeof en> = {
  signature: 'Ihr Kundenportal-Team',
  greeting: 'Guten Tag {{name}},',
  password_reset: {
    subject: 'Passwort für das Kundenportal zurücksetzen',
    body_one:
      'Für Ihr Konto im Kundenportal wurde das Zurücksetzen des Passworts angefordert. Wenn Sie das waren, wählen Sie hier innerhalb von {{count}} Stunde ein neues Passwort:\n\n{{link}}\n\nDer Link funktioniert einmal. Wenn Sie es nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    body_other:
      'Für Ihr Konto im Kundenportal wurde das Zurücksetzen des Passworts angefordert. Wenn Sie das waren, wählen Sie hier innerhalb von {{count}} Stunden ein neues Passwort:\n\n{{link}}\n\nDer Link funktioniert einmal. Wenn Sie es nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  support_team: 'Support-Team',
  support_ticket: {
    subject: '[Support] {{subject}} ({{company}})',
    body: '{{author}} ({{email}}) von {{company}} bittet um Hilfe.\n\nKategorie: {{category}}\nBetreff: {{subject}}\n\n{{message}}\n\nAnhänge: {{attachments}}\n\nIm Portal antworten: {{link}}',
  },
  support_answer: {
    subject: 'Antwort auf Ihre Support-Anfrage: {{subject}}',
    body: 'Das Support-Team hat Ihre Anfrage „{{subject}}“ beantwortet:\n\n{{answer}}\n\nDas ganze Gespräch lesen und antworten:\n\n{{link}}',
  },
  notification: {
    subject: '{{title}}',
    body: '{{text}}\n\nIm Portal öffnen:\n\n{{link}}\n\nSie erhalten diese E-Mail wegen Ihrer Benachrichtigungseinstellungen; Sie können sie in Ihrem Profil ändern.',
  },
  coaching_answer: {
    subject: 'Antwort auf Ihre Coaching-Anfrage: {{topic}}',
    body: 'Das Coaching-Team hat Ihre Anfrage „{{topic}}“ beantwortet:\n\n{{answer}}\n\nDas ganze Gespräch lesen und antworten:\n\n{{link}}',
  },
  invitation: {
    subject: 'Ihr Konto im Kundenportal ist bereit',
    body_one:
      'Für {{email}} wurde ein Konto im Kundenportal eingerichtet. Wählen Sie hier innerhalb von {{count}} Stunde Ihr Passwort, um sich anzumelden:\n\n{{link}}\n\nDer Link funktioniert einmal.',
    body_other:
      'Für {{email}} wurde ein Konto im Kundenportal eingerichtet. Wählen Sie hier innerhalb von {{count}} Stunden Ihr Passwort, um sich anzumelden:\n\n{{link}}\n\nDer Link funktioniert einmal.',
  },
  email_verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für das Kundenportal',
    body_one:
      'Vielen Dank für Ihre Registrierung im Kundenportal. Bestätigen Sie hier innerhalb von {{count}} Stunde Ihre E-Mail-Adresse und melden Sie sich dann an:\n\n{{link}}\n\nDer Link funktioniert einmal. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne sie wird kein Konto nutzbar.',
    body_other:
      'Vielen Dank für Ihre Registrierung im Kundenportal. Bestätigen Sie hier innerhalb von {{count}} Stunden Ihre E-Mail-Adresse und melden Sie sich dann an:\n\n{{link}}\n\nDer Link funktioniert einmal. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne sie wird kein Konto nutzbar.',
  },
  account_exists: {
    subject: 'Sie haben bereits ein Konto im Kundenportal',
    body: 'Jemand wollte sich mit dieser Adresse registrieren, doch sie hat bereits ein Konto im Kundenportal. Hier melden Sie sich an:\n\n{{login_link}}\n\nPasswort vergessen? Hier wählen Sie ein neues:\n\n{{reset_link}}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
  },
}
