import type { dashboards as en } from '../en-US/dashboards.ts'
import type { Messages } from '../messages.ts'

export const dashboards: Messages<typeof en> = {
  intro:
    'Ihre Karten, so angeordnet, wie Sie arbeiten. Über „Anpassen“ fügen Sie Karten hinzu, verschieben, vergrößern oder entfernen sie.',
  customize: 'Anpassen',
  save: 'Dashboard speichern',
  cancel: 'Abbrechen',
  saved: 'Ihr Dashboard wurde gespeichert.',
  failed: 'Ihr Dashboard konnte nicht gespeichert werden.',
  add_card: 'Karte hinzufügen',
  no_more_cards: 'Alle Karten sind bereits auf Ihrem Dashboard.',
  empty: 'Ihr Dashboard hat keine Karten. Wählen Sie „Anpassen“ und dann „Karte hinzufügen“.',
  move: '{{title}} verschieben',
  remove: '{{title}} entfernen',
  width: 'Breite von {{title}}',
  widths: { '1': 'Schmal', '2': 'Mittel', '3': 'Breit' },
  open_full: '{{title}} auf eigener Seite öffnen',
  back: 'Zurück zum Dashboard',
  card_failed: 'Diese Karte konnte nicht geladen werden.',
  drag: {
    instructions:
      'Um eine Karte zu verschieben, drücken Sie auf ihrem Griff die Leertaste oder Eingabetaste, bewegen Sie sie mit den Pfeiltasten und drücken Sie zum Ablegen erneut die Leertaste oder Eingabetaste. Escape bricht ab.',
    picked: '{{title}} aufgenommen.',
    over: '{{title}} ist jetzt an Position {{position}}.',
    dropped: '{{title}} an Position {{position}} abgelegt.',
    cancelled: 'Verschieben von {{title}} abgebrochen.',
  },
  cards: {
    notifications: { title: 'Benachrichtigungen' },
    trend_radar: { title: 'Trendradar' },
    latest_signals: { title: 'Neueste Marktsignale' },
    quick_links: {
      title: 'Schnellzugriff',
      empty: 'Noch keine Links.',
      edit: 'Links bearbeiten',
      label: 'Bezeichnung',
      label_hint: 'Leer: der Name der Seite',
      href: 'Adresse',
      href_hint: 'Ein Portalpfad wie /client/okr oder eine https-Adresse',
      href_invalid: 'Verwenden Sie einen Portalpfad, der mit / beginnt, oder eine Adresse mit https://',
      add: 'Link hinzufügen',
      remove: 'Link entfernen',
      done: 'Fertig',
      external: '(öffnet eine andere Website)',
    },
    my_services: {
      title: 'Meine Services',
      favourites: 'Favoriten',
      recent: 'Zuletzt verwendet',
      empty: 'Noch keine Favoriten und zuletzt nichts geöffnet.',
      catalogue: 'Zum Katalog',
    },
    my_teams: {
      title: 'Meine Teams',
      empty: 'Sie sind noch in keinem Team.',
      lead: 'Leitung: {{name}}',
      members_one: '{{count}} Mitglied',
      members_other: '{{count}} Mitglieder',
    },
  },
}
