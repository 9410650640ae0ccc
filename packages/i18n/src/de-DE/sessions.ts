import type { sessions as en } from '../en-US/sessions.ts'
import type { Messages } from '../messages.ts'

export const sessions: Messages<typeof en> = {
  title: 'Sitzungen',
  intro:
    'Wo Sie angemeldet sind. Melden Sie ein Gerät ab, das Sie nicht mehr nutzen oder nicht kennen. Sitzungen enden auch von selbst, wenn sie eine Weile nicht genutzt werden.',
  this_device: 'Dieses Gerät',
  device: '{{browser}} unter {{system}}',
  unknown_browser: 'Unbekannter Browser',
  unknown_system: 'einem unbekannten System',
  times: 'Angemeldet {{signed_in}} · zuletzt aktiv {{last_seen}}',
  address: 'IP-Adresse {{address}}',
  unknown_address: 'IP-Adresse unbekannt',
  sign_out: 'Abmelden',
  sign_out_label: '{{device}} abmelden, zuletzt aktiv {{when}}',
  sign_out_others: 'Überall sonst abmelden',
  confirm_title: 'Überall sonst abmelden?',
  confirm_text:
    'Alle anderen Browser und Geräte, die bei Ihrem Konto angemeldet sind, werden sofort abgemeldet. Hier bleiben Sie angemeldet.',
  cancel: 'Abbrechen',
  close: 'Schließen',
  signed_out: 'Diese Sitzung wurde abgemeldet.',
  signed_out_others_one: '{{count}} andere Sitzung wurde abgemeldet.',
  signed_out_others_other: '{{count}} andere Sitzungen wurden abgemeldet.',
  only_this: 'Sie sind nirgends sonst angemeldet.',
  load_failed: 'Ihre Sitzungen konnten nicht geladen werden.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
}
