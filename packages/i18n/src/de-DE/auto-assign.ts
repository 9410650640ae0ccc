import type { autoAssign as en } from '../en-US/auto-assign.ts'
import type { Messages } from '../messages.ts'

export const autoAssign: Messages<typeof en> = {
  intro:
    'Personen, deren E-Mail-Adresse zu einer dieser Domains gehört, treten Ihrem Unternehmen und den Gruppen der Regel bei, wenn sie sich registrieren, bei jeder Anmeldung per Single Sign-on und immer dann, wenn der Verzeichnisimport sie anlegt oder aktualisiert – sobald die Administration des Portals die Domain freigegeben hat. Regeln fügen nur hinzu: Wer eine Regel ändert oder löscht, entfernt damit niemanden.',
  search: 'Domains suchen',
  new: 'Neue Regel',
  domain: 'E-Mail-Domain',
  domain_hint:
    'Zum Beispiel acme.example: genau diese Domain, ohne Subdomains. Öffentliche E-Mail-Anbieter sind nicht möglich.',
  groups: 'Gruppen',
  groups_hint: 'Neue Personen treten diesen Gruppen des Unternehmens bei.',
  groups_placeholder: 'Gruppen wählen',
  no_groups: 'Keine Gruppen',
  is_company_admin: 'Zu Unternehmensadmins machen',
  is_company_admin_hint:
    'Alle, die unter dieser Domain E-Mails empfangen, dürfen dann das Unternehmen verwalten.',
  is_active: 'Aktiv',
  is_active_hint:
    'Eine pausierte Regel ordnet niemanden zu und schließt die Registrierung für die Domain. Single Sign-on und der Verzeichnisimport fügen Personen weiterhin Ihrem Unternehmen hinzu, jedoch ohne die Gruppen der Regel.',
  status: 'Status',
  active: 'Aktiv',
  paused: 'Pausiert',
  company_admin: 'Unternehmensadmin',
  yes: 'Ja',
  no: 'Nein',
  empty: 'Keine passenden Regeln.',
  save: 'Speichern',
  saved: 'Die Regel wurde gespeichert.',
  created: 'Die Regel wurde angelegt.',
  failed: 'Die Regel konnte nicht gespeichert werden.',
  delete: 'Regel löschen',
  delete_confirm: 'Die Regel für {{domain}} löschen? Wer darüber beigetreten ist, bleibt im Unternehmen.',
  deleted: 'Die Regel wurde gelöscht.',
  approval: 'Freigabe',
  statuses: {
    pending: 'Wartet auf Freigabe',
    approved: 'Freigegeben',
    rejected: 'Abgelehnt',
  },
  status_notes: {
    pending:
      'Die Administration des Portals hat diese Domain für Ihr Unternehmen noch nicht freigegeben. Bis dahin ordnet die Regel niemanden zu, und die Registrierung unter der Domain bleibt geschlossen.',
    rejected:
      'Die Administration des Portals hat diese Domain für Ihr Unternehmen abgelehnt. Die Regel ordnet niemanden zu. Erneutes Speichern fragt noch einmal an.',
  },
  request_hint:
    'Eine neue Domain muss von der Administration des Portals freigegeben werden, bevor sie jemanden zuordnet.',
  approve: 'Freigeben',
  reject: 'Ablehnen',
  approved: 'Die Domain wurde für {{company}} freigegeben.',
  rejected: 'Die Anfrage für {{domain}} wurde abgelehnt.',
  review_failed: 'Die Entscheidung konnte nicht gespeichert werden.',
  requests: 'Anfragen, die auf Freigabe warten',
  requests_intro:
    'Domains, die Unternehmensadmins angefragt haben, aus allen Unternehmen. Geben Sie nur frei, was dem Unternehmen gehört.',
  requests_empty: 'Keine Anfragen offen.',
  company: 'Unternehmen',
  requested: 'Angefragt',
}
