import type { ArticleTexts } from './guide-articles.en-US.ts'

/** Der Demo-Leitfaden auf Deutsch: ein Artikel je Modul der Navigation und einer zur Oberfläche. */
export const articlesDe: ArticleTexts = {
  'getting-started': {
    title: 'Erste Schritte im Portal',
    body: `Das Kundenportal bündelt die Ziele, Projekte, Trends und gebuchten Services Ihres Unternehmens an einem Ort.

## Orientierung
- **Navigation** (links): alle Module des Portals. Auf kleinen Bildschirmen öffnen Sie sie mit der Menü-Schaltfläche oben links.
- **Sprache** (oben rechts): wählen Sie eine von sieben Sprachen. Das Portal merkt sich Ihre Wahl für die nächste Anmeldung.
- **Benutzermenü** (Ihre Initialen, oben rechts): Ihr Profil, das Unternehmen, in dem Sie arbeiten, und *Abmelden*.

## Ihr Unternehmen
Gehören Sie zu mehreren Unternehmen, wechseln Sie im Benutzermenü zwischen ihnen. Alles, was Sie sehen – Teams, Ziele, Dashboards –, gehört zum **aktiven Unternehmen**. Nach einem Wechsel lädt die Seite neu.

## Ihre Startseite
Nach der Anmeldung öffnet das Portal die Startseite Ihres Unternehmens. Ist keine eingerichtet, öffnet sich das Whiteboard.

> Tipp: Die geführte Tour durch die Navigation können Sie jederzeit im **Leitfaden** erneut starten.`,
  },
  dashboard: {
    title: 'Dashboard',
    body: `Das Dashboard ist der Überblick über Ihr Unternehmen: die wichtigsten Kennzahlen und Karten auf einer Seite.

## Was Sie hier finden
- **Karten** mit Kennzahlen, Diagrammen und Listen. Öffnen Sie eine Karte, um ihre Details zu sehen.
- **Analyse**: tiefere Einblicke in Ihre Daten, darunter die **Wettbewerbsanalyse**.
- **Ziele-Dashboard**: wie sich Ihre Ziele und Schlüsselergebnisse entwickeln.

## Das Dashboard anordnen
Sie sehen das aktive Dashboard Ihres Unternehmens. Änderungen an der Anordnung werden für Ihr Unternehmen gespeichert, sodass Ihre Kolleginnen und Kollegen denselben Überblick sehen.`,
  },
  'goals-and-okr': {
    title: 'Ziele & OKR',
    body: `Unter Ziele & OKR plant und verfolgt Ihr Unternehmen **Ziele und Schlüsselergebnisse** (Objectives and Key Results).

## Die Bausteine
1. **Ziele** – was Sie erreichen wollen, z. B. *Bevorzugter Lieferant in der DACH-Region werden*.
2. **Schlüsselergebnisse** – messbare Ergebnisse, die zeigen, dass das Ziel erreicht ist.
3. **Projekte** – die Arbeit, die ein Schlüsselergebnis voranbringt.
4. **Aufgaben** – die einzelnen Schritte eines Projekts; haken Sie eine Aufgabe ab, sobald sie erledigt ist.

## Arbeiten mit Teams
Jeder Eintrag kann zu einem Team gehören und hat eine verantwortliche Person. Filtern Sie Tabelle oder Diagramm nach Team, um die Ziele eines Teams zu sehen.

## Ansichten
- **Tabelle**: alle Einträge mit ihrem Fortschritt, sortier- und filterbar.
- **Diagramm**: wie Ziele, Schlüsselergebnisse und Projekte zusammenhängen.
- **Gespeicherte Ansichten**: behalten Sie einen häufig genutzten Filter und öffnen Sie ihn mit einem Klick.

Das Änderungsprotokoll eines Eintrags zeigt, wer wann was geändert hat.`,
  },
  'programmes-and-projects': {
    title: 'Programme & Projekte',
    body: `Programme & Projekte (PPM) steuert größere Veränderungsvorhaben vom Programm bis zur einzelnen Maßnahme.

## Aufbau
- **Programme** fassen zusammengehörige **Projekte** zusammen.
- Ein Projekt gliedert sich in **Maßnahmenpakete**, diese wiederum in **Maßnahmen**.

## Für jede Ebene
- **Details**: Verantwortliche, Termine, Beschreibung.
- **Aktivitäten**: was geschehen ist.
- **Statusberichte**: regelmäßige Berichte zu Zeitplan, Budget und Risiken.
- **Effekte**: die Budgeteffekte, die eine Maßnahme erzielen soll.
- **Workflow-Phasen** (Maßnahmen): in welcher Phase sich eine Maßnahme befindet, von der Idee bis zum Abschluss.

Projekte, Maßnahmenpakete und Maßnahmen legen Sie in ihrer übergeordneten Ebene an; was nicht mehr gebraucht wird, löschen Sie.`,
  },
  'trend-management': {
    title: 'Trendmanagement',
    body: `Das Trendmanagement hilft Ihnen, die Entwicklungen zu verfolgen, die für Ihr Geschäft zählen.

## Drei Ebenen von Trends
- **Megatrends** – langfristige, weltweite Veränderungen wie der *demografische Wandel*.
- **Makrotrends** – Entwicklungen innerhalb eines Megatrends.
- **Mikrotrends** – konkrete Signale mit Bildern und Beschreibungen, jeweils mit ihren Makrotrends verknüpft.

## Hubs und Favoriten
- Ein **Hub** ist Ihre eigene Sammlung von Trends zu einem Thema. Fügen Sie einen Mikrotrend mit einer Notiz hinzu, warum er wichtig ist, oder entfernen Sie ihn wieder.
- Markieren Sie Trends als **Favoriten**, um sie schnell wiederzufinden.

Filtern Sie Mikrotrends nach Branche und sehen Sie sich die damit verbundenen **Innovationen** an.`,
  },
  'market-intelligence': {
    title: 'Marktanalyse',
    body: `Die Marktanalyse zeigt, was in Ihren Märkten geschieht: Zahlen, Nachrichten und Entwicklungen, aufbereitet für Ihr Unternehmen.

## Das Dashboard
Das Marktanalyse-Dashboard bündelt die für Ihr Unternehmen ausgewählten Kennzahlen an einem Ort. Nutzen Sie es zur Vorbereitung von Strategiesitzungen oder um eine Annahme schnell zu prüfen.

## Woher die Inhalte kommen
Das Portal-Team pflegt Quellen und Inhalte unter *Marktanalyse verwalten*. Fehlt Ihnen etwas, sagen Sie es uns über den **Support**.`,
  },
  services: {
    title: 'Services',
    body: `Unter Services finden Sie alles, was Ihr Unternehmen über das Portal gebucht hat.

## Einen Service öffnen
Wählen Sie einen Service, um ihn zu öffnen. Je nach Service öffnet er sich
- **im Portal**,
- **eingebettet** in eine Portalseite oder
- auf einer **externen** Seite, gegebenenfalls in einem neuen Tab.

## Kategorien und Endpunkte
Services sind in **Kategorien** gegliedert. Wo ein Service erreichbar ist – sein **Endpunkt** –, richtet das Portal-Team ein; Sie brauchen keine eigenen Adressen oder Lesezeichen.

Ihr Unternehmen kann einen Service auch als Startseite verwenden.`,
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
    body: `Die Akademie enthält für Sie vorbereitete Lerninhalte: **Kurse** aus einzelnen **Lektionen**.

## Einen Kurs belegen
1. Öffnen Sie einen Kurs aus der Kursübersicht.
2. Lesen Sie jede Lektion; eine Lektion kann Text, ein **Video** und **Dateien** zum Herunterladen enthalten.
3. Wählen Sie **Als erledigt markieren**, wenn Sie mit einer Lektion fertig sind.

## Ihr Fortschritt
Jeder Kurs zeigt, wie viele seiner Lektionen Sie abgeschlossen haben. Ihr Fortschritt wird für Ihr Konto gespeichert, sodass Sie auf jedem Gerät weitermachen können.

Kurse werden vom Portal-Team erstellt und veröffentlicht.`,
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
    body: `Das Coaching unterstützt Sie und Ihr Team bei der Arbeit mit Zielen, Projekten und Trends.

## Was das Coaching bietet
- Anleitung, wie man gute Ziele und Schlüsselergebnisse formuliert.
- Hilfe bei der Einführung der Methoden des Portals in Ihrem Team.
- Antworten auf Fragen aus der täglichen Arbeit.

Die Coaching-Seite zeigt das Coaching-Angebot für Ihr Unternehmen und wie Sie Ihren Coach erreichen.`,
  },
  'using-the-guide': {
    title: 'Den Leitfaden nutzen',
    body: `Der Leitfaden erklärt jedes Modul des Portals – diese Seite gehört dazu.

## Hilfe finden
- **Suchen** Sie nach einem beliebigen Wort; der Leitfaden findet es in Titeln und Texten in Ihrer Sprache, auch in anderen Wortformen (*Ziel* findet *Ziele*).
- **Filtern Sie nach Modul**, um nur die Artikel zu einem Teil des Portals zu sehen.

## Die geführte Tour
Beim ersten Besuch zeigt eine kurze Tour die Navigation, das Sprachmenü und das Benutzermenü. Wählen Sie auf der Leitfaden-Seite **Tour neu starten**, um sie noch einmal zu sehen.

Die Artikel schreibt das Portal-Team auf Englisch und Deutsch.`,
  },
  support: {
    title: 'Support',
    body: `Über den Support erreichen Sie das Portal-Team, wenn etwas nicht funktioniert oder fehlt.

## Bevor Sie schreiben
- Sehen Sie im **Leitfaden** nach: Viele Fragen sind dort beantwortet.
- Notieren Sie, was Sie getan haben, was Sie erwartet haben und was stattdessen passiert ist.

## Eine Anfrage senden
Beschreiben Sie Ihr Anliegen auf der Support-Seite. Je genauer die Beschreibung – die Seite, die Uhrzeit, ein Bildschirmfoto –, desto schneller können wir helfen.`,
  },
  users: {
    title: 'Benutzer',
    body: `Unter Benutzer verwalten Sie die Personen, die sich anmelden können.

## Wer was sieht
- **Unternehmensadmins** sehen und verwalten die Mitglieder ihres Unternehmens.
- **Das Portal-Team** sieht alle Benutzer aller Unternehmen.

## Was Sie tun können
- Benutzer nach Name oder E-Mail **suchen**.
- Rolle, Unternehmen und Status eines Kontos prüfen.
- Einen Link zum **Zurücksetzen des Passworts** senden.
- Das Portal-Team kann **als ein Benutzer handeln** (Impersonation), um das Portal mit dessen Augen zu sehen; ein Hinweisbanner zeigt dies die ganze Zeit an, und jeder Beginn und jedes Ende wird protokolliert.`,
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
    body: `Zuordnungsregeln bringen neue Benutzer automatisch an die richtige Stelle.

## Wie eine Regel funktioniert
Eine Regel beschreibt, **für welche Benutzer** sie gilt – zum Beispiel für alle, deren E-Mail-Adresse auf die Domain Ihres Unternehmens endet – und **wohin sie gehören**: ein Unternehmen, Gruppen oder Teams.

## Wozu Regeln
- Neue Kolleginnen und Kollegen finden ab der ersten Anmeldung die richtigen Inhalte.
- Admins müssen nicht mehr jede Person von Hand zuordnen.

Unternehmensadmins verwalten die Regeln ihres Unternehmens; das Portal-Team verwaltet alle Regeln.`,
  },
  companies: {
    title: 'Unternehmen',
    body: `Unter Unternehmen verwaltet das Portal-Team die Kundenunternehmen.

## Für jedes Unternehmen
- **Name** und **Logo**.
- **Startseite**: wo Mitglieder nach der Anmeldung landen – eine Seite im Portal, eine externe Seite (im selben oder einem neuen Tab) oder ein eingebetteter Service. Ohne Startseite öffnet sich das Whiteboard.
- **Mitglieder**: wer zum Unternehmen gehört und wer Unternehmensadmin ist.

Nur das Portal-Team kann Unternehmen anlegen, ändern oder löschen. Mitglieder sehen ihre Unternehmen im Profil und wechseln im Benutzermenü zwischen ihnen.`,
  },
  'market-intelligence-admin': {
    title: 'Marktanalyse verwalten',
    body: `Unter *Marktanalyse verwalten* bereitet das Portal-Team die Marktanalyse für die Kundenunternehmen auf.

## Aufgaben
- **Quellen** und Kennzahlen pflegen.
- Festlegen, welche Inhalte jedes Unternehmen in seinem Marktanalyse-Dashboard sieht.
- Zahlen und Texte aktuell halten.

Dieser Bereich steht nur dem Portal-Team offen.`,
  },
}
