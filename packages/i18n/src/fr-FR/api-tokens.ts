import type { apiTokens as en } from '../en-US/api-tokens.ts'
import type { Messages } from '../messages.ts'

/** Textes des jetons d’API et des comptes de service. */
export const apiTokens: Messages<typeof en> = {
  personal_title: 'Jetons d’accès personnels',
  personal_intro:
    'Les jetons permettent à d’autres programmes d’appeler l’API du portail en votre nom (`Authorization: Bearer …`), dans la limite des droits que vous choisissez. Quiconque détient un jeton peut l’utiliser : gardez-le secret et révoquez-le dès que vous n’en avez plus besoin.',
  accounts_title: 'Comptes de service',
  accounts_intro:
    'Les intégrations (BI, ERP, CRM) agissent en tant que compte de service : un membre de cette entreprise sans droits d’administration, doté de ses propres jetons. Ce qu’elles enregistrent porte son nom.',
  name: 'Nom',
  expires_in_days: 'Validité (jours)',
  scopes: 'Droits',
  scopes_hint:
    'La lecture permet à un jeton de lire un module ; l’écriture lui permet aussi de le modifier — jamais plus que ce que son propriétaire peut faire.',
  read: 'Lecture',
  write: 'Écriture',
  modules: {
    okr: 'Objectifs (OKR)',
    ppm: 'Projets et portefeuilles',
    people: 'Personnes, équipes et groupes',
    content: 'Contenus et services',
    support: 'Support et coaching',
    whiteboard: 'Tableau blanc',
    notifications: 'Notifications',
  },
  create: 'Créer un jeton',
  created_title: 'Jeton « {{name}} » créé',
  created_text:
    'Copiez-le maintenant : il ne s’affiche que cette fois-ci. Le portail n’en conserve qu’une empreinte.',
  copy: 'Copier',
  copied: 'Copié',
  none: 'Aucun jeton pour l’instant.',
  expires: 'Expire le',
  last_used: 'Dernière utilisation',
  never_used: 'Jamais',
  starts_with: 'Commence par {{start}}…',
  revoke: 'Révoquer',
  revoke_label: 'Révoquer le jeton « {{name}} »',
  revoke_confirm:
    'Révoquer ce jeton ? Les programmes qui l’utilisent cesseront immédiatement de fonctionner.',
  revoked: 'Le jeton a été révoqué.',
  revoked_on: 'Révoqué le {{date}}',
  failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  load_failed: 'Les jetons n’ont pas pu être chargés.',
  no_accounts: 'Aucun compte de service pour l’instant.',
  account_name: 'Nom du compte de service',
  create_account: 'Créer un compte de service',
  account_created: 'Le compte de service a été créé.',
  remove_account: 'Supprimer',
  remove_account_confirm:
    'Supprimer le compte de service « {{name}} » ? Ses jetons cesseront immédiatement de fonctionner.',
  account_removed: 'Le compte de service a été supprimé.',
}
