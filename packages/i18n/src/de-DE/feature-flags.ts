import type { feature_flags as en } from '../en-US/feature-flags.ts'
import type { Messages } from '../messages.ts'

export const feature_flags: Messages<typeof en> = {
  title: 'Module',
  intro:
    'Was die Personen dieses Unternehmens sehen. Ein gesperrtes Modul erscheint mit Schloss und einem Hinweis, wie man es bekommt; ein verborgenes erscheint gar nicht.',
  module: 'Modul',
  visibility: 'Sichtbarkeit',
  states: { visible: 'Sichtbar', locked: 'Gesperrt', hidden: 'Verborgen' },
  ai: 'KI-Assistent',
  ai_states: { default: 'Wie konfiguriert', on: 'An', off: 'Aus' },
  save: 'Module speichern',
  saved: 'Die Module wurden gespeichert.',
  failed: 'Die Module konnten nicht gespeichert werden.',
  locked: 'Gesperrt',
  hidden: 'Für dieses Unternehmen verborgen',
  locked_title: '{{module}} gehört nicht zum Paket Ihres Unternehmens',
  locked_body: 'Fragen Sie Ihren Unternehmensadmin oder den Support, um Zugang zu {{module}} zu erhalten.',
  contact_support: 'Support kontaktieren',
}
