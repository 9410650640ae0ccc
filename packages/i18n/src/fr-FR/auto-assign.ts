import type { autoAssign as en } from '../en-US/auto-assign.ts'
import type { Messages } from '../messages.ts'

export const autoAssign: Messages<typeof en> = {
  intro:
    'Les personnes dont l’adresse e-mail relève de l’un de ces domaines rejoignent votre entreprise et les groupes de la règle lorsqu’elles s’inscrivent, à chaque connexion par authentification unique et chaque fois que l’import de l’annuaire les crée ou les met à jour — dès que l’administration du portail a approuvé le domaine. Les règles ne font qu’ajouter : modifier ou supprimer une règle ne retire personne.',
  search: 'Rechercher des domaines',
  new: 'Nouvelle règle',
  domain: 'Domaine de messagerie',
  domain_hint:
    'Par exemple acme.example : exactement ce domaine, sans ses sous-domaines. Les messageries publiques ne sont pas acceptées.',
  groups: 'Groupes',
  groups_hint: 'Les nouvelles personnes rejoignent ces groupes de l’entreprise.',
  groups_placeholder: 'Choisir des groupes',
  no_groups: 'Aucun groupe',
  is_company_admin: 'En faire des administrateurs de l’entreprise',
  is_company_admin_hint:
    'Toute personne pouvant recevoir des e-mails sur ce domaine pourra administrer l’entreprise.',
  is_active: 'Active',
  is_active_hint:
    'Une règle suspendue n’attribue personne et ferme l’inscription pour le domaine. L’authentification unique et l’import de l’annuaire continuent d’ajouter des personnes à votre entreprise, sans les groupes de la règle.',
  status: 'Statut',
  active: 'Active',
  paused: 'Suspendue',
  company_admin: 'Administrateur de l’entreprise',
  yes: 'Oui',
  no: 'Non',
  empty: 'Aucune règle ne correspond.',
  save: 'Enregistrer',
  saved: 'La règle a été enregistrée.',
  created: 'La règle a été créée.',
  failed: 'La règle n’a pas pu être enregistrée.',
  delete: 'Supprimer la règle',
  delete_confirm:
    'Supprimer la règle pour {{domain}} ? Les personnes qui ont rejoint l’entreprise grâce à elle y restent.',
  deleted: 'La règle a été supprimée.',
  approval: 'Approbation',
  statuses: {
    pending: 'En attente d’approbation',
    approved: 'Approuvé',
    rejected: 'Refusé',
  },
  status_notes: {
    pending:
      'L’administration du portail n’a pas encore approuvé ce domaine pour votre entreprise. D’ici là, la règle n’affecte personne et l’inscription sur ce domaine reste fermée.',
    rejected:
      'L’administration du portail a refusé ce domaine pour votre entreprise. La règle n’affecte personne. L’enregistrer à nouveau renouvelle la demande.',
  },
  request_hint:
    'Un nouveau domaine doit être approuvé par l’administration du portail avant d’affecter qui que ce soit.',
  approve: 'Approuver',
  reject: 'Refuser',
  approved: 'Le domaine a été approuvé pour {{company}}.',
  rejected: 'La demande pour {{domain}} a été refusée.',
  review_failed: 'La décision n’a pas pu être enregistrée.',
  requests: 'Demandes en attente d’approbation',
  requests_intro:
    'Les domaines demandés par les administrateurs d’entreprise, toutes entreprises confondues. N’approuvez que ceux qui appartiennent à l’entreprise.',
  requests_empty: 'Aucune demande en attente.',
  company: 'Entreprise',
  requested: 'Demandé le',
}
