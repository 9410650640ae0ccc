import type { api as en } from '../en-US/api.ts'
import type { Messages } from '../messages.ts'
import { aiApiTexts } from './ai.ts'
import { directoryApiTexts } from './directory.ts'
import { fields } from './fields.ts'
import { ssoApiTexts } from './sso.ts'
import { trendsApiTexts } from './trends.ts'
import { webhooksApiTexts } from './webhooks.ts'
import { whiteboardMessages } from './whiteboard.ts'

export const api: Messages<typeof en> = {
  errors: {
    body_too_large: 'La requête dépasse les {{max}} Mo acceptés ici.',
    bad_request: 'La requête n’a pas pu être lue.',
    validation: 'Certains champs ne sont pas valides.',
    unauthenticated: 'Veuillez vous connecter.',
    forbidden: 'Vous n’êtes pas autorisé à effectuer cette action.',
    token_invalid: 'Le jeton d’API est inconnu, révoqué ou expiré.',
    token_scope: 'Les droits du jeton d’API ne permettent pas cette requête.',
    token_impersonating: 'Impossible de créer des jetons d’API pendant un emprunt d’identité.',
    value_from_integrations: 'Ce résultat clé ne reçoit pas sa valeur des intégrations.',
    integration_only: 'Seul le jeton d’un compte de service peut transmettre la valeur d’un résultat clé.',
    csrf: 'Le jeton de sécurité est absent ou ne correspond pas. Rechargez la page et réessayez.',
    not_found: 'Introuvable.',
    too_many_attempts_one: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} seconde.',
    too_many_attempts_many: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} secondes.',
    too_many_attempts_other: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} secondes.',
    too_many_requests_one: 'Trop de requêtes. Réessayez dans {{count}} seconde.',
    too_many_requests_many: 'Trop de requêtes. Réessayez dans {{count}} secondes.',
    too_many_requests_other: 'Trop de requêtes. Réessayez dans {{count}} secondes.',
    email_not_verified:
      'Veuillez d’abord confirmer votre adresse e-mail : suivez le lien de l’e-mail que nous vous avons envoyé. Pas d’e-mail ? Inscrivez-vous de nouveau ou réinitialisez votre mot de passe pour recevoir un nouveau lien.',
    invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    not_member: 'Vous n’êtes pas membre de cette entreprise.',
    already_impersonating: 'Mettez d’abord fin à l’emprunt d’identité en cours.',
    impersonate_self: 'Vous ne pouvez pas emprunter votre propre identité.',
    not_impersonating: 'Vous n’empruntez l’identité de personne.',
    no_active_company:
      'Choisissez d’abord une entreprise : cet élément appartient à une entreprise et aucune n’est active.',
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    unavailable: 'Le service n’est pas prêt.',
    own_rights:
      'Vous ne pouvez pas modifier vos propres droits, ni vous désactiver ou vous supprimer. Adressez-vous à un autre administrateur.',
    manage_staff: 'Seul un super-utilisateur peut modifier les administrateurs et les super-utilisateurs.',
    shared_account:
      'Cette personne appartient aussi à une autre entreprise : seule l’équipe du portail peut modifier son e-mail, son nom, sa langue ou son statut.',
    user_inactive: 'Ce compte est désactivé.',
    batch_invalid_one: '{{count}} ligne contient des erreurs. Rien n’a été créé.',
    batch_invalid_many: '{{count}} lignes contiennent des erreurs. Rien n’a été créé.',
    batch_invalid_other: '{{count}} lignes contiennent des erreurs. Rien n’a été créé.',
    service_locked: 'Votre entreprise n’a pas souscrit à ce service.',
    module_off: 'Cette partie du portail n’est pas disponible pour votre entreprise.',
    source_in_use: 'Des signaux proviennent encore de cette source. Attribuez-leur d’abord une autre source.',
    builtin_service: 'Un service intégré ne peut pas être supprimé.',
    service_is_start_page:
      'Ce service est la page d’accueil d’une entreprise. Choisissez d’abord une autre page d’accueil.',
    endpoint_in_use:
      'Des services ouvrent encore ce point d’accès. Attribuez-leur d’abord un autre point d’accès.',
    activation_code_used: 'Ce code a été utilisé ; il ne peut plus être révoqué.',
    sessions_impersonating:
      'Lorsque vous agissez en tant qu’une autre personne, vous ne pouvez ni voir ni fermer ses sessions. Mettez d’abord fin à l’emprunt d’identité.',
    current_session: 'C’est la session que vous utilisez actuellement. Déconnectez-vous plutôt.',
    ppm_unavailable: 'Le PPM n’est pas disponible pour votre entreprise.',
    ppm_report_published:
      'Un rapport d’avancement publié ne change plus. Rédigez un nouveau rapport pour le corriger.',
    ppm_gate_blocked: 'La mesure ne remplit pas encore les règles du jalon suivant.',
    ppm_gate_pending: 'Une demande pour le jalon suivant attend déjà une décision.',
    ppm_gate_none_pending: 'Aucune demande de jalon n’attend de décision.',
    okr_children:
      'Cet élément a des éléments rattachés. Choisissez ce qu’ils deviennent : les détacher, les déplacer ailleurs ou les supprimer également.',
  },
  titles: {
    bad_request: 'Requête incorrecte',
    unauthorized: 'Non authentifié',
    forbidden: 'Interdit',
    not_found: 'Introuvable',
    method_not_allowed: 'Méthode non autorisée',
    payload_too_large: 'Requête trop volumineuse',
    unsupported_media_type: 'Type de média non pris en charge',
    unprocessable_content: 'Contenu impossible à traiter',
    too_many_requests: 'Trop de requêtes',
    internal_server_error: 'Erreur interne du serveur',
    service_unavailable: 'Service indisponible',
    error: 'Erreur',
  },
  fields,
  whiteboard: whiteboardMessages,
  notifications: {
    okr_assigned: {
      title: 'Nouvelle attribution : {{title}}',
      text: '{{actor}} vous a désigné propriétaire ou responsable de « {{title}} ».',
    },
    check_in_due: {
      title: 'Point d’avancement à faire : {{title}}',
      text: 'Le résultat clé « {{title}} » de « {{objective}} » attend un point d’avancement depuis le {{date}}.',
    },
    check_in_overdue: {
      title: 'Point d’avancement en retard : {{title}}',
      text: 'Le résultat clé « {{title}} » de « {{objective}} » attend un point d’avancement depuis le {{date}}. Mettez à jour sa valeur et votre niveau de confiance.',
    },
    task_assigned: {
      title: 'Nouvelle tâche pour vous : {{title}}',
      text: '{{actor}} vous a attribué la tâche « {{title}} ».',
    },
    support_answered: {
      title: 'Votre demande de support a reçu une réponse : {{title}}',
      text: 'L’équipe de support a répondu à « {{title}} ».',
    },
    coaching_answered: {
      title: 'Votre demande de coaching a reçu une réponse : {{title}}',
      text: 'L’équipe de coaching a répondu à « {{title}} ».',
    },
    ppm_gate_requested: {
      title: 'Validation de jalon demandée : {{title}}',
      text: '{{actor}} vous demande de faire passer la mesure « {{title}} » au jalon {{gate}}.',
    },
    ppm_gate_approved: {
      title: 'Jalon franchi : {{title}}',
      text: '{{actor}} a validé le jalon {{gate}} pour la mesure « {{title}} ».',
    },
    ppm_gate_rejected: {
      title: 'Jalon refusé : {{title}}',
      text: '{{actor}} n’a pas fait passer la mesure « {{title}} » au jalon {{gate}}.',
    },
    impersonation_started: {
      title: 'Un administrateur agit en votre nom',
      text: '{{actor}} ({{email}}) a commencé à agir en votre nom dans le portail, pour vous aider. Si vous ne vous y attendiez pas, prévenez votre administrateur.',
    },
    announcement: {
      title: '{{title}}',
      text: 'Une nouvelle annonce de l’équipe du portail.',
    },
    webhook_disabled: {
      title: 'Un webhook a été désactivé',
      text: 'Les envois vers {{url}} ont échoué pendant {{hours}} heures ; le webhook reste désactivé jusqu’à ce que vous le réactiviez.',
    },
  },
  messages: {
    registration_mailed:
      'Merci. Nous avons envoyé un e-mail à cette adresse : suivez son lien pour la confirmer, puis connectez-vous.',
    reset_mailed:
      'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
  },
  sso: ssoApiTexts,
  ai: aiApiTexts,
  directory: directoryApiTexts,
  webhooks: webhooksApiTexts,
  trends: trendsApiTexts,
}
