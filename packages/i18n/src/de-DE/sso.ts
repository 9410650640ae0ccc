/** Meldungen der API zur Einmalanmeldung. */
export const ssoApiTexts = {
  no_provider: 'Für diese E-Mail-Domain ist keine Einmalanmeldung eingerichtet.',
  provider_unreachable:
    'Der Anmeldedienst Ihres Unternehmens ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  password_not_allowed:
    'Ihr Unternehmen meldet sich per Einmalanmeldung an: Nutzen Sie dessen Schaltfläche auf der Anmeldeseite.',
  domain_taken: 'Die Domain {{domain}} meldet sich bereits über den Anbieter eines anderen Unternehmens an.',
}

/** Texte der Einmalanmeldung: Anmeldeseite, Rückkehr und der Identitätsbereich des Unternehmens. */
export const sso = {
  login_button: 'Mit {{name}} anmelden',
  password_disabled: 'Ihr Unternehmen meldet sich über {{name}} an.',
  errors: {
    denied: 'Die Anmeldung wurde beim Anmeldedienst Ihres Unternehmens abgebrochen.',
    state: 'Die Anmeldung konnte nicht bestätigt werden. Bitte beginnen Sie sie auf dieser Seite neu.',
    expired: 'Die Anmeldung hat zu lange gedauert oder wurde schon verwendet. Bitte beginnen Sie sie neu.',
    provider:
      'Der Anmeldedienst Ihres Unternehmens hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.',
    unknown_issuer: 'Diese Anmeldung stammt nicht vom Anmeldedienst Ihres Unternehmens.',
    email_not_verified: 'Der Anmeldedienst Ihres Unternehmens hat Ihre E-Mail-Adresse nicht bestätigt.',
    no_email: 'Der Anmeldedienst Ihres Unternehmens hat uns Ihre E-Mail-Adresse nicht mitgeteilt.',
    inactive: 'Dieses Konto ist deaktiviert. Wenden Sie sich an Ihre Administration.',
    no_type: 'Dieser Anmeldelink ist unvollständig. Bitte beginnen Sie die Anmeldung auf der Anmeldeseite.',
  },
  admin: {
    title: 'Einmalanmeldung (OpenID Connect)',
    intro:
      'Personen mit den E-Mail-Domains des Unternehmens melden sich beim Identitätsanbieter des Unternehmens an (Entra ID, Okta, Keycloak, Google).',
    none: 'Es ist kein Anbieter eingerichtet.',
    name: 'Name der Schaltfläche',
    issuer: 'Aussteller-URL (Issuer)',
    issuer_hint: 'Die Adresse, unter der /.well-known/openid-configuration des Anbieters liegt.',
    client_id: 'Client-ID',
    client_secret: 'Client-Geheimnis',
    client_secret_kept: 'Gespeichert (verschlüsselt). Leer lassen, um es zu behalten.',
    scopes: 'Scopes',
    email_domains: 'E-Mail-Domains',
    email_domains_hint: 'Eine pro Zeile. Adressen dieser Domains melden sich über diesen Anbieter an.',
    groups_claim: 'Gruppen-Claim',
    groups_claim_hint:
      'Der Claim des ID-Tokens mit den Gruppen der Person; sie tritt den gleichnamigen Gruppen des Unternehmens bei.',
    password_sign_in_allowed: 'Anmeldung mit Passwort bleibt erlaubt',
    is_active: 'Aktiv',
    redirect_uri: 'Beim Anbieter einzutragende Redirect-URI',
    post_logout_redirect_uri: 'Redirect-URI nach der Abmeldung',
    backchannel_logout_uri: 'Back-Channel-Logout-URI',
    save: 'Anbieter speichern',
    saved: 'Anbieter gespeichert.',
    failed: 'Der Anbieter konnte nicht gespeichert werden.',
    remove: 'Anbieter entfernen',
    remove_confirm: 'Einmalanmeldung entfernen? Die Personen melden sich dann mit Passwort an.',
    removed: 'Anbieter entfernt.',
  },
}
