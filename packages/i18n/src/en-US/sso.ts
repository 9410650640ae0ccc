/** Messages the API sends about single sign-on. */
export const ssoApiTexts = {
  no_provider: 'No single sign-on is set up for this e-mail domain.',
  provider_unreachable: 'The sign-in service of your company cannot be reached. Please try again later.',
  password_not_allowed: 'Your company signs in with single sign-on: use its button on the sign-in page.',
  domain_taken: 'The domain {{domain}} already signs in through another company’s provider.',
}

/** Texts of single sign-on: the login page, the callback and the company's identity tab. */
export const sso = {
  login_button: 'Sign in with {{name}}',
  password_disabled: 'Your company signs in through {{name}}.',
  errors: {
    denied: 'The sign-in was cancelled at your company’s sign-in service.',
    state: 'The sign-in could not be verified. Please start it again from this page.',
    expired: 'The sign-in took too long or was already used. Please start it again.',
    provider: 'Your company’s sign-in service answered with an error. Please try again later.',
    unknown_issuer: 'This sign-in does not come from the sign-in service your company uses.',
    email_not_verified: 'Your company’s sign-in service has not confirmed your e-mail address.',
    no_email: 'Your company’s sign-in service did not tell us your e-mail address.',
    inactive: 'This account is deactivated. Ask your administrator.',
    no_type: 'This sign-in link is not complete. Please start the sign-in from the login page.',
  },
  admin: {
    title: 'Single sign-on (OpenID Connect)',
    intro:
      'People at the company’s e-mail domains sign in with the company’s identity provider (Entra ID, Okta, Keycloak, Google).',
    none: 'No provider is set up.',
    name: 'Button name',
    issuer: 'Issuer URL',
    issuer_hint: 'The address the provider’s /.well-known/openid-configuration lives under.',
    client_id: 'Client ID',
    client_secret: 'Client secret',
    client_secret_kept: 'Stored (encrypted). Leave empty to keep it.',
    scopes: 'Scopes',
    email_domains: 'E-mail domains',
    email_domains_hint: 'One per line. Addresses at these domains sign in through this provider.',
    groups_claim: 'Groups claim',
    groups_claim_hint:
      'The ID token claim listing the user’s groups; groups of the company with those names are joined.',
    password_sign_in_allowed: 'Password sign-in stays allowed',
    is_active: 'Active',
    redirect_uri: 'Redirect URI to register at the provider',
    post_logout_redirect_uri: 'Post-logout redirect URI',
    backchannel_logout_uri: 'Back-channel logout URI',
    save: 'Save provider',
    saved: 'Provider saved.',
    failed: 'The provider could not be saved.',
    remove: 'Remove provider',
    remove_confirm: 'Remove the single sign-on provider? Its users then sign in with a password.',
    removed: 'Provider removed.',
  },
}
