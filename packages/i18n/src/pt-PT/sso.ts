/** Mensagens que a API envia sobre o início de sessão único. */
export const ssoApiTexts = {
  no_provider: 'Não está configurado nenhum início de sessão único para este domínio de e-mail.',
  provider_unreachable:
    'Não é possível contactar o serviço de início de sessão da sua empresa. Tente novamente mais tarde.',
  password_not_allowed:
    'A sua empresa inicia sessão com início de sessão único: utilize o respetivo botão na página de início de sessão.',
  domain_taken: 'O domínio {{domain}} já inicia sessão através do fornecedor de outra empresa.',
}

/** Textos do início de sessão único: página de início de sessão, retorno e separador de identidade da empresa. */
export const sso = {
  login_button: 'Iniciar sessão com {{name}}',
  password_disabled: 'A sua empresa inicia sessão através de {{name}}.',
  errors: {
    denied: 'O início de sessão foi cancelado no serviço de início de sessão da sua empresa.',
    state: 'Não foi possível verificar o início de sessão. Recomece a partir desta página.',
    expired: 'O início de sessão demorou demasiado tempo ou já foi utilizado. Recomece.',
    provider:
      'O serviço de início de sessão da sua empresa respondeu com um erro. Tente novamente mais tarde.',
    unknown_issuer:
      'Este início de sessão não provém do serviço de início de sessão utilizado pela sua empresa.',
    email_not_verified:
      'O serviço de início de sessão da sua empresa não confirmou o seu endereço de e-mail.',
    no_email: 'O serviço de início de sessão da sua empresa não nos indicou o seu endereço de e-mail.',
    inactive: 'Esta conta está desativada. Contacte o seu administrador.',
    no_type:
      'Esta ligação de início de sessão está incompleta. Inicie sessão a partir da página de início de sessão.',
  },
  admin: {
    title: 'Início de sessão único (OpenID Connect)',
    intro:
      'As pessoas com endereços nos domínios de e-mail da empresa iniciam sessão com o fornecedor de identidade da empresa (Entra ID, Okta, Keycloak, Google).',
    none: 'Não está configurado nenhum fornecedor.',
    name: 'Nome do botão',
    issuer: 'URL do emissor',
    issuer_hint: 'O endereço sob o qual se encontra o /.well-known/openid-configuration do fornecedor.',
    client_id: 'ID de cliente',
    client_secret: 'Segredo de cliente',
    client_secret_kept: 'Guardado (encriptado). Deixe vazio para o manter.',
    scopes: 'Âmbitos (scopes)',
    email_domains: 'Domínios de e-mail',
    email_domains_hint: 'Um por linha. Os endereços destes domínios iniciam sessão através deste fornecedor.',
    groups_claim: 'Claim de grupos',
    groups_claim_hint:
      'A claim do token de ID que lista os grupos do utilizador; o utilizador adere aos grupos da empresa com esses nomes.',
    password_sign_in_allowed: 'O início de sessão com palavra-passe continua permitido',
    is_active: 'Ativo',
    redirect_uri: 'URI de redirecionamento a registar no fornecedor',
    post_logout_redirect_uri: 'URI de redirecionamento após terminar sessão',
    backchannel_logout_uri: 'URI de fim de sessão por back-channel',
    save: 'Guardar fornecedor',
    saved: 'Fornecedor guardado.',
    failed: 'Não foi possível guardar o fornecedor.',
    remove: 'Remover fornecedor',
    remove_confirm:
      'Remover o fornecedor de início de sessão único? Os respetivos utilizadores passam a iniciar sessão com palavra-passe.',
    removed: 'Fornecedor removido.',
  },
}
