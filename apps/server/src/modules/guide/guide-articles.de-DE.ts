import type { ArticleTexts } from './guide-articles.en-US.ts'

/** Der Demo-Leitfaden auf Deutsch: ein Artikel je Modul der Navigation und einer zur Oberfläche. */
export const articlesDe: ArticleTexts = {
  'getting-started': {
    title: 'Erste Schritte im Portal',
    body: `Das Kundenportal bündelt die Ziele, Projekte, Trends und gebuchten Services Ihres Unternehmens an einem Ort.

## Orientierung
- **Navigation** (links): alle Module des Portals. Auf kleinen Bildschirmen öffnen Sie sie mit der Menü-Schaltfläche oben links.
- **Sprache** (oben rechts): wählen Sie eine von sieben Sprachen. Das Portal merkt sich Ihre Wahl für die nächste Anmeldung.
- **Benachrichtigungen** (die Glocke, oben rechts): was Sie betrifft, sobald es geschieht.
- **Benutzermenü** (Ihre Initialen, oben rechts): Ihr Profil, das Unternehmen, in dem Sie arbeiten, und *Abmelden*.

## Ihr Unternehmen
Gehören Sie zu mehreren Unternehmen, wechseln Sie im Benutzermenü zwischen ihnen. Alles, was Sie sehen – Teams, Ziele, Dashboards –, gehört zum **aktiven Unternehmen**. Nach einem Wechsel lädt die Seite neu.

## Ihr Profil
Im Profil pflegen Sie Ihren Namen und Ihre Sprache, legen fest, wie Benachrichtigungen Sie erreichen, sehen, wo Sie angemeldet sind, und melden andere Geräte ab. Dort erstellen Sie auch **persönliche Zugriffstokens** für Programme, die die API des Portals in Ihrem Namen aufrufen.

## Der Assistent
Hat Ihr Unternehmen den KI-Assistenten eingeschaltet, öffnet die Schaltfläche **Den Assistenten fragen** oben auf jeder Seite einen Chat. Er beantwortet Fragen zu Ihren Zielen, Projekten, Trends und Services aus dem, was Sie selbst sehen dürfen, verlinkt jedes genannte Element und ändert nichts. Unter *Assistent* finden Sie Ihre früheren Chats.

## Ihre Startseite
Nach der Anmeldung öffnet das Portal die Startseite Ihres Unternehmens. Ist keine eingerichtet, öffnet sich das Whiteboard.

> Tipp: Die geführte Tour durch die Navigation können Sie jederzeit im **Leitfaden** erneut starten.`,
  },
  dashboard: {
    title: 'Dashboard',
    body: `Das Dashboard ist Ihr persönlicher Überblick: die Karten, die Sie brauchen, so angeordnet, wie Sie arbeiten.

## Karten
Karten zeigen zum Beispiel Ihre Schlüsselergebnisse und Aufgaben, den Fortschritt der Ziele, Ihre Teams, Ihre Services, Ihre Schnelllinks, die neuesten Benachrichtigungen, ein Trendradar und die neuesten Marktsignale. Öffnen Sie eine Karte auf einer eigenen Seite, um mehr zu sehen.

## Das Dashboard anordnen
Wählen Sie **Anpassen**, um Karten hinzuzufügen, zu verschieben, in der Größe zu ändern oder zu entfernen, und dann **Dashboard speichern**. Karten lassen sich auch mit der Tastatur verschieben. Ihr Dashboard gehört Ihnen: Kolleginnen und Kollegen ordnen ihr eigenes an, und Sie haben in jedem Ihrer Unternehmen eines.

## Weitere Ansichten
- **Ziele-Dashboard**: Fortschritt nach Team und im Zeitverlauf, gefährdete Schlüsselergebnisse und solche mit geringer Zuversicht, überfällige Aufgaben und die letzten Check-ins.
- **Analyse**: wie oft jeder Wettbewerber Monat für Monat in den Marktsignalen Ihres Unternehmens vorkommt, und die Wettbewerber im Vergleich.`,
  },
  'goals-and-okr': {
    title: 'Ziele & OKR',
    body: `Unter Ziele & OKR plant und verfolgt Ihr Unternehmen **Ziele und Schlüsselergebnisse** (Objectives and Key Results).

## Die Bausteine
1. **Ziele** – was Sie erreichen wollen, z. B. *Bevorzugter Lieferant in der DACH-Region werden*.
2. **Schlüsselergebnisse** – messbare Ergebnisse, die zeigen, dass das Ziel erreicht ist.
3. **Projekte** – die Arbeit, die ein Schlüsselergebnis voranbringt.
4. **Aufgaben** – die einzelnen Schritte eines Projekts; haken Sie eine Aufgabe ab, sobald sie erledigt ist.

## Check-ins
Halten Sie den aktuellen Stand eines Schlüsselergebnisses mit einem **Check-in** fest: den Wert, Ihre Zuversicht von 0 bis 10 und einen Kommentar. Der Verlauf zeigt jeden Check-in. Ein Schlüsselergebnis kann seine Werte auch **aus Integrationen** beziehen: Dann meldet ein Dienstkonto Ihres Unternehmens sie über die API, und sie sind entsprechend gekennzeichnet.

## Arbeiten mit Teams
Jedes Element kann zu einem Team gehören und hat eine verantwortliche Person. Filtern Sie Tabelle oder Diagramm nach Team, um die Ziele eines Teams zu sehen.

## Ansichten
- **Tabelle**: alle Elemente mit ihrem Fortschritt, sortier- und filterbar.
- **Diagramm**: wie Ziele, Schlüsselergebnisse und Projekte zusammenhängen.
- **Gespeicherte Ansichten**: Bewahren Sie einen häufig genutzten Filter auf und öffnen Sie ihn mit einem Klick wieder.

Jedes Element öffnet sich zum Bearbeiten in der Seitenleiste. Sein Änderungsprotokoll zeigt, wer was wann geändert hat.`,
  },
  'programmes-and-projects': {
    title: 'Programme & Projekte',
    body: `Programme & Projekte (PPM) steuert die Maßnahmen Ihrer Transformation vom Programm bis zur einzelnen Maßnahme – mit ihren Gates, Statusberichten und Effekten.

## Aufbau
- **Programme** bündeln **Projekte**; ein Projekt gliedert sich in **Maßnahmenpakete**, diese in **Maßnahmen**.
- Legen Sie jede Ebene mit **Neu** in ihrer übergeordneten Ebene an, bearbeiten Sie sie, verschieben Sie sie mit allem, was darin liegt, oder löschen Sie sie.

## Das Portfolio
Das Portfolio listet jede Ebene mit Status, Gate, verantwortlicher Person, geplantem und tatsächlichem Nettoeffekt sowie Zielwert; filtern Sie nach Status, Gate und verantwortlicher Person oder durchsuchen Sie die Maßnahmen. Ein Diagramm zeigt den geplanten Effekt nach Gate im Vergleich zum Ziel, die **Zeitleiste** Programme, Projekte und Pakete von Beginn bis Ende. Portfolio und Effekte lassen sich als Excel-Dateien exportieren.

## Eine Maßnahme
- **Details**: verantwortliche Person, Sponsor, freigebende Person, Termine, Status, Business Case und Zieleffekt.
- **Aktivitäten**: alles, was geschehen ist, mit Kommentaren.
- **Statusberichte**: Gesamtlage, Termine, Budget und Umfang als Grün, Gelb oder Rot, mit Zusammenfassung, Risiken und nächsten Schritten. Speichern Sie einen Entwurf und veröffentlichen Sie ihn; das Portfolio zeigt, wann ein Bericht fällig oder überfällig ist.
- **Effekte**: geplante und tatsächliche Beträge je Monat für Kostensenkungen, Umsatzsteigerungen, Einmalkosten und Investitionen, in der Währung Ihres Unternehmens.
- **Phasen**: die Gates von *L0 Idee* bis *L5 Realisiert*. Beantragen Sie das nächste Gate; die freigebende Person stimmt zu oder lehnt ab. Ab L2 sind ein Business Case und geplante Effekte nötig.`,
  },
  'trend-management': {
    title: 'Trendmanagement',
    body: `Das Trendmanagement bietet Ihrem Unternehmen eine kuratierte Trendbibliothek und lässt Sie gemeinsam bewerten, welche Trends für Sie zählen.

## Die Bibliothek
- **Megatrends** – langfristige, globale Veränderungen wie der *demografische Wandel*.
- **Makrotrends** – Entwicklungen innerhalb eines Megatrends.
- **Mikrotrends** – konkrete Signale mit Bildern und Beschreibungen, jeweils verknüpft mit ihren Makrotrends, Branchen und Innovationen.

Durchsuchen Sie die Bibliothek und filtern Sie nach Megatrend, Makrotrend, Branche, Innovation und Veröffentlichungsdatum. Markieren Sie Trends mit dem Stern, um sie unter Ihren **Favoriten** zu behalten. Das Portal-Team pflegt die Bibliothek.

## Hubs
Ein **Hub** ist die Sammlung Ihres Unternehmens zu einer Frage. Seine Mitglieder fügen Trends aus der Bibliothek mit einer Notiz hinzu, warum sie wichtig sind, und bewerten sie nach Wirkung, Relevanz und Zeithorizont. Das **Trendradar** zeigt die bewerteten Trends nach Megatrend und Zeithorizont; exportieren Sie es als SVG oder PNG.

## Vom Trend zur Maßnahme
Verknüpfen Sie bei einem Trend im Hub die Ziele aus Ziele & OKR, die darauf antworten (*Was wir dazu tun*).`,
  },
  'market-intelligence': {
    title: 'Marktanalyse',
    body: `Die Marktanalyse zeigt, was Ihre Wettbewerber tun: die **Wettbewerber** Ihres Unternehmens und die über sie erfassten **Marktsignale** – Nachrichten und Notizen, jeweils mit Quelle, Datum und Schlagwörtern.

## Das Dashboard
Das Dashboard der Marktbeobachtung zeigt die Wettbewerber mit ihren neuesten Signalen und häufigsten Schlagwörtern, Diagramme der Signale je Monat und je Wettbewerber sowie die Liste der Signale. Durchsuchen Sie die Signale und filtern Sie nach Wettbewerber, Schlagwort, Art und Datum.

## Analyse
Unter **Dashboard › Analyse** sehen Sie, wie oft jeder Wettbewerber Monat für Monat in Ihren Signalen vorkam, und können die Wettbewerber nebeneinander vergleichen.

## Wer Signale erfasst
Die Unternehmensadmins erfassen Wettbewerber und Signale unter *Marktanalyse verwalten*; alle im Unternehmen können sie lesen.`,
  },
  services: {
    title: 'Services',
    body: `Unter Services finden Sie alles, was Ihr Unternehmen über das Portal gebucht hat.

## Einen Service öffnen
Wählen Sie einen Service, um ihn zu öffnen. Je nach Service öffnet er sich
- **im Portal**,
- **eingebettet** in eine Portalseite oder
- auf einer **externen** Website, eventuell in einem neuen Tab.

Markieren Sie häufig genutzte Services als **Favoriten**; die Karte *Meine Services* auf Ihrem Dashboard zeigt sie zusammen mit den zuletzt geöffneten.

## Kategorien und Endpunkte
Services sind in **Kategorien** gegliedert. Wo ein Service erreichbar ist – sein **Endpunkt** –, richtet das Portal-Team im Dienstkatalog ein, sodass Sie keine eigenen Adressen oder Lesezeichen brauchen. Manche Services stehen nur bestimmten Gruppen Ihres Unternehmens offen.

Ihr Unternehmen kann einen Service auch als Startseite nutzen.`,
  },
  whiteboard: {
    title: 'Whiteboard',
    body: `Das Whiteboard ist eine Zeichenfläche für Workshops, Skizzen und Planung, auf der mehrere live gemeinsam zeichnen.

## Szenen
Jedes Board ist eine **Szene**. *Whiteboard* im Menü listet die Szenen, die Sie öffnen dürfen – Ihre eigenen und die, die Kolleginnen und Kollegen mit dem Unternehmen teilen – mit Vorschau, Suche und Filter. *Neue Szene* beginnt eine; das Menü einer Szene benennt sie um, teilt, dupliziert oder löscht sie. Eine gelöschte Szene holen Sie 7 Tage lang mit *Rückgängig* zurück.

## Speichern
Alles, was Sie zeichnen, wird einen Moment nach dem Absetzen gespeichert; die Zeile über dem Board sagt, ob alle Änderungen gespeichert sind. Ist das Portal nicht erreichbar, bleibt Ihre Zeichnung im Tab und wird gespeichert, sobald die Verbindung wieder steht.

## Gemeinsam zeichnen
Teilen Sie eine Szene mit *Alle können zeichnen*, zeichnen Kolleginnen und Kollegen, die sie öffnen, mit Ihnen: Sie sehen ihre Striche und Zeiger mit Namen, während sie entstehen. Mit *Alle können zusehen* verfolgen sie alles, ohne etwas zu ändern.

## Arbeiten auf dem Board
- Zeichnen Sie Formen, Pfeile und freie Linien, schreiben Sie Text und fügen Sie Bilder ein (PNG, JPEG, WebP oder GIF bis 4 MB).
- Verschieben, gruppieren und gestalten Sie Elemente mit der Werkzeugleiste; häufige Formen legen Sie in der Bibliothek ab.
- Exportieren Sie das Board oder eine Auswahl als PNG oder SVG über das Menü.

Das Whiteboard ist außerdem die Standard-Startseite, wenn Ihr Unternehmen keine eigene hat.`,
  },
  academy: {
    title: 'Akademie',
    body: `Die Akademie enthält Lerninhalte, die für Sie vorbereitet sind: **Kurse** aus **Lektionen**.

## Einen Kurs belegen
1. Öffnen Sie einen Kurs aus der Kursübersicht.
2. Lesen Sie jede Lektion; eine Lektion kann Text, ein **Video** und **Dateien** zum Herunterladen enthalten.
3. Wählen Sie **Als erledigt markieren**, wenn Sie eine Lektion abgeschlossen haben.

## Ihr Fortschritt
Jeder Kurs zeigt, wie viele seiner Lektionen Sie abgeschlossen haben. Ihr Fortschritt wird für Ihr Konto gespeichert, sodass Sie auf jedem Gerät weitermachen können.

Das Portal-Team schreibt die Kurse und veröffentlicht sie, sobald sie fertig sind.`,
  },
  notifications: {
    title: 'Benachrichtigungen',
    body: `Benachrichtigungen halten Sie über alles auf dem Laufenden, was Sie betrifft. Die Glocke oben auf jeder Seite zeigt, wie viele ungelesen sind, und aktualisiert sich, sobald etwas passiert.

## Arten von Benachrichtigungen
- **Mitteilungen** des Portal-Teams, etwa zu Wartungsarbeiten oder neuen Funktionen. Eine kritische erscheint als Banner auf jeder Seite, bis Sie sie ausblenden.
- **Persönliche Benachrichtigungen**: ein Ihnen zugewiesenes Ziel, Schlüsselergebnis oder Projekt, eine neue Aufgabe für Sie, ein fälliger oder überfälliger Check-in, eine Antwort auf Ihre Support- oder Coaching-Anfrage und ein Sicherheitshinweis, wenn eine Administratorin oder ein Administrator als Sie handelt, um Ihnen zu helfen.

## Lesen
Öffnen Sie **Benachrichtigungen** über die Glocke: Ungelesene stehen oben, und Sie können nach Lesestand und Art filtern. Eine Benachrichtigung zu öffnen markiert sie als gelesen und führt Sie zu dem, worum es geht; **Alle als gelesen markieren** leert die Liste auf einmal.

## Ihre Startseite
Die Startseite begrüßt Sie mit den aktuellen Mitteilungen und einer Liste von allem, was Sie jetzt braucht: fällige Check-ins, fällige oder überfällige Aufgaben und, für das Portal-Team, Anfragen, die auf eine Antwort warten.

## Ihre Wahl
Wählen Sie in Ihrem Profil für jede Art, ob sie Sie im Portal, per E-Mail, auf beiden Wegen oder gar nicht erreicht. Der Sicherheitshinweis erscheint immer im Portal.`,
  },
  coaching: {
    title: 'Coaching',
    body: `Über das Coaching erreichen Sie unsere Coaches für Führung, Ziele und Zusammenarbeit.

## Coaching anfragen
1. Wählen Sie auf der Coaching-Seite eines der **Angebote**.
2. Beschreiben Sie Ihr Anliegen und schlagen Sie passende Termine vor.
3. Senden Sie die Anfrage ab.

## Nach Ihrer Anfrage
Ihre Anfragen stehen auf der Coaching-Seite. Dort schreiben Sie und das Coaching-Team einander, das Team legt den Termin fest, und Sie werden über jede Antwort benachrichtigt. Schließen Sie eine Anfrage, sobald sie erledigt ist.`,
  },
  'using-the-guide': {
    title: 'Den Leitfaden nutzen',
    body: `Der Leitfaden erklärt jedes Modul des Portals – diese Seite gehört dazu.

## Hilfe finden
- **Suchen** Sie nach einem beliebigen Wort; der Leitfaden findet es in Titeln und Texten in Ihrer Sprache, auch in anderen Formen eines Wortes (*Team* findet *Teams*).
- **Nach Modul filtern**, um nur die Artikel zu einem Bereich des Portals zu sehen.

## Die geführte Tour
Beim ersten Besuch führt eine kurze Tour durch Navigation, Sprachmenü und Benutzermenü. Wählen Sie auf der Leitfaden-Seite **Tour neu starten**, um sie erneut zu machen.

Das Portal-Team schreibt die Artikel auf Englisch, Deutsch, Spanisch, Französisch und Portugiesisch; die österreichische und die Schweizer Variante lesen den deutschen Text.`,
  },
  support: {
    title: 'Support',
    body: `Über den Support erreichen Sie das Portal-Team, wenn etwas nicht funktioniert oder fehlt.

## Bevor Sie schreiben
- Schauen Sie in den **Leitfaden**: Viele Fragen sind dort beantwortet.
- Notieren Sie, was Sie getan haben, was Sie erwartet haben und was stattdessen passiert ist.

## Eine Anfrage senden
Beschreiben Sie Ihr Anliegen auf der Support-Seite. Je genauer die Beschreibung – die Seite, die Uhrzeit, ein Screenshot –, desto schneller können wir helfen.

## Die Antwort
Ihre Anfragen stehen mit dem ganzen Verlauf auf der Support-Seite. Dort lesen Sie unsere Antworten, die Sie zusätzlich per E-Mail erhalten. Antworten Sie auf derselben Seite; eine Antwort auf eine geschlossene Anfrage öffnet sie wieder.`,
  },
  users: {
    title: 'Benutzer',
    body: `Unter Benutzer verwalten Sie die Personen, die sich anmelden können.

## Wer was sieht
- **Unternehmensadmins** sehen und verwalten die Mitglieder ihres Unternehmens.
- **Das Portal-Team** sieht alle Benutzer aller Unternehmen.

## Was Sie tun können
- Benutzer nach Name oder E-Mail **suchen** und ihre Unternehmen, Rollen, Gruppen und den Kontostatus prüfen.
- Benutzer einzeln anlegen oder viele auf einmal aus einer Excel- oder CSV-Datei **importieren**, mit Einladung per E-Mail.
- Einen Link zum **Zurücksetzen des Passworts** senden.
- Die **Gruppen** des Unternehmens verwalten, die festlegen, wer bestimmte Services öffnen darf.
- **Verzeichnis**: Ist das Verzeichnis Ihres Unternehmens (LDAP oder Active Directory) angebunden, importieren Sie Benutzer daraus und verfolgen seine Synchronisationsläufe.
- Das **Audit-Protokoll** hält fest, wer was geändert hat.
- Das Portal-Team kann **als ein Benutzer handeln** (Impersonation), um das Portal mit dessen Augen zu sehen; ein Banner zeigt das, solange es andauert, die Person wird benachrichtigt, und jeder Beginn und jedes Ende wird protokolliert.`,
  },
  teams: {
    title: 'Teams',
    body: `Teams gliedert die Personen Ihres Unternehmens in die Einheiten, die gemeinsam an Zielen und Projekten arbeiten.

## Ein Team hat
- einen **Namen** und eine kurze Beschreibung,
- eine **Leitung**, die immer Mitglied ist,
- **Mitglieder** aus Ihrem Unternehmen.

## Teams verwalten
Unternehmensadmins legen Teams an, ändern Leitung und Mitglieder und löschen Teams, die es nicht mehr gibt. Alle im Unternehmen sehen die Teams und wer dazugehört.

Ziele & OKR nutzt Teams, um Ziele und Projekte zu filtern und zu gruppieren.`,
  },
  'auto-assign-rules': {
    title: 'Zuordnungsregeln',
    body: `Zuordnungsregeln bringen neue Personen automatisch an die richtige Stelle.

## So funktioniert eine Regel
Eine Regel nennt eine **E-Mail-Domain** Ihres Unternehmens, zum Beispiel *acme.example*, und die **Gruppen**, denen neue Personen beitreten. Wer eine Adresse unter dieser Domain hat, wird Mitglied Ihres Unternehmens und dieser Gruppen
- bei der Registrierung,
- bei jeder Anmeldung per Einmalanmeldung (SSO) und
- immer dann, wenn der Verzeichnisimport die Person anlegt oder aktualisiert.

Eine Regel wirkt, sobald das Portal-Team ihre Domain freigegeben hat; öffentliche E-Mail-Anbieter sind nicht möglich.

## Gut zu wissen
Regeln fügen nur hinzu: Wer eine Regel ändert oder löscht, entfernt niemanden aus Ihrem Unternehmen oder dessen Gruppen.

Unternehmensadmins verwalten die Regeln ihres Unternehmens, das Portal-Team alle Regeln.`,
  },
  companies: {
    title: 'Unternehmen',
    body: `Unter Unternehmen verwaltet das Portal-Team die Kundenunternehmen.

## Für jedes Unternehmen
- **Name** und **Logo**.
- **Startseite**: wo Mitglieder nach der Anmeldung landen – eine interne Portalseite, eine externe Website (im selben oder in einem neuen Tab) oder ein eingebetteter Service. Ohne Startseite öffnet sich das Whiteboard.
- **Module**: welche Module die Personen des Unternehmens sehen, welche gesperrt mit einem Hinweis erscheinen, wie man sie bekommt, und welche ausgeblendet sind; dazu, ob der KI-Assistent eingeschaltet ist, sofern das Portal einen eingerichtet hat.
- **Aktivierungscodes**, mit denen Personen dem Unternehmen beitreten.
- **Identität**: Einmalanmeldung über den Identitätsanbieter des Unternehmens (OpenID Connect) und sein Verzeichnis (LDAP oder Active Directory), importiert und synchron gehalten.

Nur das Portal-Team legt Unternehmen an, ändert oder löscht sie. Mitglieder lesen die Seite ihres Unternehmens und wechseln im Benutzermenü zwischen ihren Unternehmen.

## Für Unternehmensadmins
Auf der Seite des Unternehmens, in dem sie arbeiten, verwalten Unternehmensadmins
- **Dienstkonten** und deren Tokens, mit denen Integrationen die API des Portals nutzen, und
- **Webhooks**, die Ihren eigenen Systemen Ereignisse im Unternehmen melden – signiert und so lange wiederholt, bis sie ankommen.`,
  },
  'market-intelligence-admin': {
    title: 'Marktanalyse verwalten',
    body: `Unter *Marktanalyse verwalten* pflegen Sie die Marktanalyse Ihres Unternehmens.

## Aufgaben
- Die **Wettbewerber** erfassen, die Sie beobachten, mit Website und Beschreibung.
- **Signale** erfassen – Nachrichten mit ihrer Quelladresse oder eigene Notizen – mit Datum, Zusammenfassung, Schlagwörtern und dem Wettbewerber, den sie betreffen.
- Löschen, was nicht mehr relevant ist; die Signale eines gelöschten Wettbewerbers bleiben erhalten, ohne Wettbewerber.

Unternehmensadmins verwalten die Marktanalyse ihres Unternehmens, das Portal-Team die aller Unternehmen. Alle im Unternehmen lesen sie im Dashboard der Marktbeobachtung.`,
  },
}
