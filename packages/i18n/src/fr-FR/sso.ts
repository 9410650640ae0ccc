/** Messages de l’API sur l’authentification unique. */
export const ssoApiTexts = {
  no_provider: 'Aucune authentification unique n’est configurée pour ce domaine de messagerie.',
  provider_unreachable:
    'Le service de connexion de votre entreprise est injoignable. Veuillez réessayer plus tard.',
  password_not_allowed:
    'Votre entreprise se connecte par authentification unique : utilisez son bouton sur la page de connexion.',
  domain_taken:
    'Le domaine {{domain}} se connecte déjà via le fournisseur d’identité d’une autre entreprise.',
}

/** Textes de l’authentification unique : page de connexion, retour et onglet Identité de l’entreprise. */
export const sso = {
  login_button: 'Se connecter avec {{name}}',
  password_disabled: 'Votre entreprise se connecte via {{name}}.',
  errors: {
    denied: 'La connexion a été annulée auprès du service de connexion de votre entreprise.',
    state: 'La connexion n’a pas pu être vérifiée. Veuillez la recommencer depuis cette page.',
    expired: 'La connexion a pris trop de temps ou a déjà été utilisée. Veuillez la recommencer.',
    provider:
      'Le service de connexion de votre entreprise a renvoyé une erreur. Veuillez réessayer plus tard.',
    unknown_issuer: 'Cette connexion ne provient pas du service de connexion utilisé par votre entreprise.',
    email_not_verified: 'Le service de connexion de votre entreprise n’a pas confirmé votre adresse e-mail.',
    no_email: 'Le service de connexion de votre entreprise ne nous a pas communiqué votre adresse e-mail.',
    inactive: 'Ce compte est désactivé. Adressez-vous à votre administrateur.',
    no_type:
      'Ce lien de connexion est incomplet. Veuillez recommencer la connexion depuis la page de connexion.',
  },
  admin: {
    title: 'Authentification unique (OpenID Connect)',
    intro:
      'Les personnes des domaines de messagerie de l’entreprise se connectent via le fournisseur d’identité de l’entreprise (Entra ID, Okta, Keycloak, Google).',
    none: 'Aucun fournisseur n’est configuré.',
    name: 'Nom du bouton',
    issuer: 'URL de l’émetteur',
    issuer_hint: 'L’adresse sous laquelle se trouve le /.well-known/openid-configuration du fournisseur.',
    client_id: 'ID client',
    client_secret: 'Secret client',
    client_secret_kept: 'Enregistré (chiffré). Laissez vide pour le conserver.',
    scopes: 'Scopes',
    email_domains: 'Domaines de messagerie',
    email_domains_hint: 'Un par ligne. Les adresses de ces domaines se connectent via ce fournisseur.',
    groups_claim: 'Claim des groupes',
    groups_claim_hint:
      'La claim du jeton d’identité qui liste les groupes de l’utilisateur ; il rejoint les groupes de l’entreprise portant ces noms.',
    password_sign_in_allowed: 'La connexion par mot de passe reste autorisée',
    is_active: 'Actif',
    redirect_uri: 'URI de redirection à déclarer auprès du fournisseur',
    post_logout_redirect_uri: 'URI de redirection après déconnexion',
    backchannel_logout_uri: 'URI de déconnexion back-channel',
    save: 'Enregistrer le fournisseur',
    saved: 'Fournisseur enregistré.',
    failed: 'Le fournisseur n’a pas pu être enregistré.',
    remove: 'Supprimer le fournisseur',
    remove_confirm:
      'Supprimer le fournisseur d’authentification unique ? Ses utilisateurs se connecteront alors avec un mot de passe.',
    removed: 'Fournisseur supprimé.',
  },
}
