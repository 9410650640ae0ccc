import type { fields as en } from '../en-US/fields.ts'
import type { Messages } from '../messages.ts'

/** Field messages: the API sends them in problem+json `errors`; the web shows the same ones before sending. */
export const fields: Messages<typeof en> = {
  required: 'Dieses Feld ist erforderlich.',
  too_short_one: 'Mindestens {{count}} Zeichen.',
  too_short_other: 'Mindestens {{count}} Zeichen.',
  too_long_one: 'Höchstens {{count}} Zeichen.',
  too_long_other: 'Höchstens {{count}} Zeichen.',
  too_small_number: 'Mindestens {{minimum}}.',
  too_big_number: 'Höchstens {{maximum}}.',
  greater_than: 'Muss größer als {{minimum}} sein.',
  less_than: 'Muss kleiner als {{maximum}} sein.',
  too_few_entries_one: 'Mindestens {{count}} Eintrag.',
  too_few_entries_other: 'Mindestens {{count}} Einträge.',
  too_many_entries_one: 'Höchstens {{count}} Eintrag.',
  too_many_entries_other: 'Höchstens {{count}} Einträge.',
  invalid_type: 'Erwartet: {{expected}}.',
  invalid_value: 'Erlaubt sind: {{options}}.',
  unknown_field: 'Dieses Feld ist nicht erlaubt.',
  wrong_password: 'Das aktuelle Passwort ist falsch.',
  invalid: 'Dieser Wert ist ungültig.',
  not_member: 'Nur Mitglieder des Unternehmens können gewählt werden.',
  duplicate: 'Dieser Wert ist bereits vergeben.',
  children: 'Wählen Sie lösen (detach), verschieben (move) oder löschen (delete).',
  children_move_or_delete: 'Aufgaben brauchen ein Projekt: wählen Sie verschieben oder löschen.',
  ppm_business_case: 'Schreiben Sie zuerst den Business Case: Ab Gate L2 ist er nötig.',
  ppm_planned_effects: 'Planen Sie zuerst die Effekte: Ab Gate L2 sind sie nötig.',
  ppm_last_gate: 'L5 ist das letzte Gate.',
  ppm_pending: 'Eine Anfrage wartet bereits auf eine Entscheidung.',
  ppm_return_gate: 'Wählen Sie ein Gate vor dem aktuellen.',
  unknown_microtrend: 'Diesen Trend gibt es in der Bibliothek nicht.',
  trend_not_in_hub: 'Dieser Trend ist nicht im Hub; fügen Sie ihn zuerst hinzu.',
  not_a_picture: 'Das ist kein PNG-, JPEG- oder WebP-Bild (SVG wird nicht angenommen).',
  picture_too_large: 'Ein Bild darf höchstens {{max}} MB groß sein.',
  trend_picture_ref:
    'Senden Sie ein Bild als data:-Adresse einer PNG-, JPEG- oder WebP-Datei oder die Adresse eines Bildes dieses Trends.',
  too_many_pictures: 'Ein Trend hat höchstens {{max}} Bilder.',
  unknown_trend_link: 'Einer dieser Einträge ist nicht in der Trendbibliothek.',
  import_content:
    'Die Datei konnte nicht gelesen werden: senden Sie ein JSON-Array von Trends oder CSV mit einer Kopfzeile, die external_id nennt.',
  okr_cycle: 'Ein Ziel kann sich nicht an sich selbst oder an einem darunter ausgerichteten Ziel ausrichten.',
  not_in_company: 'In diesem Unternehmen nicht gefunden.',
  import_key_required: 'Geben Sie der Zeile eine external_id oder eine url: Importe erkennen Signale daran.',
  import_duplicate_row: 'Derselbe Schlüssel steht bereits in Zeile {{row}} dieser Datei.',
  unknown_competitor:
    'Einen Wettbewerber „{{name}}“ gibt es in diesem Unternehmen nicht; legen Sie ihn zuerst an.',
  import_signal_content:
    'Die Datei konnte nicht gelesen werden: Senden Sie ein JSON-Array von Signalen oder CSV mit einer Kopfzeile, die title enthält.',
  equals_start: 'Der Zielwert muss sich vom Startwert unterscheiden.',
  color: 'Verwenden Sie eine Farbe wie #00484D.',
  currency_code: 'Verwenden Sie einen dreistelligen Währungscode wie EUR.',
  yes_no: 'Muss 0 (nein) oder 1 (ja) sein.',
  period: 'Verwenden Sie ein Quartal wie 2026-Q4 oder ein Jahr wie 2026.',
  period_end: 'Das Ende darf nicht vor dem Beginn liegen.',
  end_date: 'Das Ende darf nicht vor dem Beginn liegen.',
  move_to: 'Geben Sie das Ziel der Verschiebung an, und nur mit children=move.',
  move_to_self: 'Wählen Sie einen anderen Eintrag als den, der gelöscht wird.',
  empty_patch: 'Senden Sie mindestens ein Feld.',
  milestones: 'Fügen Sie mindestens einen Meilenstein hinzu.',
  unknown_milestone: 'Kein Meilenstein dieses Schlüsselergebnisses.',
  file_required: 'Wählen Sie eine Datei zum Hochladen.',
  too_many_files_one: 'Höchstens {{count}} Datei.',
  too_many_files_other: 'Höchstens {{count}} Dateien.',
  href: 'Geben Sie einen Pfad des Portals wie /client/okr oder eine vollständige https-Adresse ein.',
  file_too_large: '{{name}} ist größer als {{megabytes}} MB.',
  file_empty: '{{name}} ist leer.',
  file_type: '{{name}} ist keine erlaubte Datei ({{types}}), oder ihr Inhalt passt nicht zu ihrem Namen.',
  offer_unavailable: 'Dieses Coaching-Angebot ist nicht verfügbar.',
  past_date: 'Wählen Sie Termine ab heute.',
  activation_code:
    'Dieser Code ist ungültig: Er ist vielleicht falsch geschrieben, verwendet, widerrufen oder abgelaufen.',
  code_other_email: 'Dieser Code wurde für eine andere E-Mail-Adresse ausgestellt.',
  account_inactive: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
  current_password_needed:
    'Zu dieser E-Mail-Adresse gibt es ein Konto: Geben Sie sein aktuelles Passwort ein, um dem Unternehmen beizutreten.',
  account_exists:
    'Zu dieser E-Mail-Adresse gibt es ein Konto. Melden Sie sich an, oder bitten Sie um einen Code für diese Adresse.',
  json_body: 'Der Inhalt muss gültiges JSON ohne Felder namens __proto__ oder constructor.prototype sein.',
  json_too_deep: 'Der Inhalt verschachtelt seine Werte tiefer als {{max}} Ebenen.',
  control_character:
    'Entfernen Sie das unsichtbare Steuerzeichen (etwa ein NUL-Byte) aus diesem Text: Es kann nicht gespeichert werden.',
  multipart_body: 'Das Formular kam nicht vollständig an. Bitte senden Sie es erneut.',
  portal_path: 'Geben Sie einen Pfad des Portals an, etwa /client/dashboard.',
  not_for_type: 'Für diesen Typ bleibt dieses Feld leer.',
  url_not_https: 'Geben Sie eine vollständige https-Adresse an.',
  url_credentials: 'Eine Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  url_private_host:
    'Geben Sie die Adresse einer öffentlichen Website an: lokale, private und reservierte Adressen sind nicht erlaubt.',
  url_own_portal: 'Eine Seite dieses Portals öffnet sich als interner Endpunkt: Geben Sie ihren Pfad an.',
  slug_reserved: 'Dieser Name ist reserviert oder sieht wie eine ID aus; wählen Sie einen anderen.',
  unknown_service: 'Es gibt keinen Dienst mit diesem Namen.',
  start_page_type:
    'Der Dienst öffnet sich nicht auf diese Weise; wählen Sie einen Dienst vom Typ der Startseite.',
  group_not_in_company: 'Nur Gruppen dieses Unternehmens können gewählt werden.',
  builtin_fixed: 'Ein eingebauter Dienst behält seinen Namen und hat keinen Endpunkt.',
  email_taken: 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits.',
  duplicate_in_file: 'Diese E-Mail-Adresse steht auch in Zeile {{row}}.',
  own_company_only: 'Nur Ihr eigenes Unternehmen kann gewählt werden.',
  unknown_company: 'Ein Unternehmen dieses Namens gibt es nicht.',
  unknown_group: 'Eine Gruppe „{{name}}“ gibt es in diesem Unternehmen nicht.',
  needs_company: 'Unternehmensadmins brauchen ein Unternehmen.',
  group_company: 'Gruppen müssen zu einem Unternehmen der Person gehören.',
  invalid_email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  password_personal:
    'Dieses Passwort ist zu leicht zu erraten: Es besteht aus Ihrem Namen oder Ihrer E-Mail-Adresse.',
  password_common:
    'Dieses Passwort ist zu leicht zu erraten: Es steht auf Listen häufiger und geleakter Passwörter.',
  password_keyboard:
    'Dieses Passwort ist zu leicht zu erraten: Es folgt einer Tastenreihe oder einem Tastenmuster.',
  password_repeat:
    'Dieses Passwort ist zu leicht zu erraten: Es wiederholt Zeichen oder Muster wie „aaa“ oder „abcabc“.',
  password_sequence: 'Dieses Passwort ist zu leicht zu erraten: Es ist eine Folge wie „abc“ oder „1234“.',
  password_dates: 'Dieses Passwort ist zu leicht zu erraten: Es besteht aus Daten oder Jahreszahlen.',
  password_words:
    'Dieses Passwort ist zu leicht zu erraten: Einzelne Wörter und häufige Namen werden zuerst probiert.',
  password_weak: 'Dieses Passwort ist zu leicht zu erraten.',
  password_tip_more_words:
    'Tipp: Verwenden Sie mehrere ungewöhnliche Wörter, etwa drei oder vier, durch Zeichen verbunden.',
  password_tip_l33t: 'Tipp: Ähnliche Zeichen wie „@“ statt „a“ werden mitprobiert und helfen kaum.',
  password_tip_reversed: 'Tipp: Ein rückwärts geschriebenes Wort ist nicht schwerer zu erraten.',
  password_tip_uppercase: 'Tipp: Schreiben Sie einige Buchstaben groß, nicht alle.',
  password_tip_capitalization: 'Tipp: Schreiben Sie mehr als nur den ersten Buchstaben groß.',
  password_tip_dates:
    'Tipp: Vermeiden Sie Daten und Jahreszahlen, besonders solche, die mit Ihnen zu tun haben.',
  password_tip_sequences: 'Tipp: Vermeiden Sie Folgen wie „abc“ oder „123“.',
  password_tip_repeated: 'Tipp: Vermeiden Sie wiederholte Wörter und Zeichen.',
  password_tip_keyboard: 'Tipp: Ein Tastenmuster hilft nur, wenn es lang ist und oft die Richtung wechselt.',
  registration_closed:
    'Für diese E-Mail-Domain ist die Registrierung nicht geöffnet. Bitten Sie die Administration Ihres Unternehmens um eine Einladung.',
  link_invalid:
    'Dieser Link gilt nicht mehr: Er wurde bereits benutzt oder ist abgelaufen. Fordern Sie einen neuen an.',
  invalid_domain: 'Geben Sie eine Domain wie beispiel.de ein.',
  public_mail_domain:
    'Die Domain eines öffentlichen E-Mail-Anbieters kann niemanden einem Unternehmen zuordnen.',
  domain_in_use:
    'Personen eines anderen Unternehmens nutzen diese Domain. Bitten Sie die Administration des Portals, sie zuzuordnen.',
  operator_domain:
    'Diese Domain gehört dem Betreiber des Portals und kann niemanden einem Unternehmen zuordnen.',
  always_in_portal:
    'Ein Sicherheitshinweis erscheint immer im Portal: Wählen Sie das Portal oder Portal und E-Mail.',
  measures_metric:
    'Nur ein Schlüsselergebnis mit Zahl oder Währung kann seinen Wert aus PPM-Maßnahmen beziehen.',
  measures_currency: 'Die Währung des Schlüsselergebnisses muss die PPM-Währung sein.',
  value_from_measures:
    'Dieses Schlüsselergebnis übernimmt seinen Wert aus seinen PPM-Maßnahmen: Er ändert sich mit deren realisierten Effekten, nicht von Hand.',
  measures_metric_kept:
    'Dieses Schlüsselergebnis übernimmt seinen Wert aus PPM-Maßnahmen, denen nur ein Zahlen- oder Währungsergebnis folgen kann. Schalten Sie zuerst „Wert aus PPM-Maßnahmen“ aus.',
  measures_currency_kept:
    'Dieses Schlüsselergebnis übernimmt seinen Wert aus PPM-Maßnahmen in der PPM-Währung. Schalten Sie „Wert aus PPM-Maßnahmen“ aus, um eine andere Währung zu wählen.',
}
