/** Mensajes de la API sobre el inicio de sesión único. */
export const ssoApiTexts = {
  no_provider: 'No hay ningún inicio de sesión único configurado para este dominio de correo electrónico.',
  provider_unreachable:
    'No se puede acceder al servicio de inicio de sesión de su empresa. Inténtelo de nuevo más tarde.',
  password_not_allowed:
    'Su empresa utiliza el inicio de sesión único: use su botón en la página de inicio de sesión.',
  domain_taken: 'El dominio {{domain}} ya inicia sesión a través del proveedor de otra empresa.',
}

/** Textos del inicio de sesión único: la página de inicio de sesión, el retorno y la pestaña de identidad de la empresa. */
export const sso = {
  login_button: 'Iniciar sesión con {{name}}',
  password_disabled: 'Su empresa inicia sesión a través de {{name}}.',
  errors: {
    denied: 'Se ha cancelado el inicio de sesión en el servicio de inicio de sesión de su empresa.',
    state: 'No se ha podido verificar el inicio de sesión. Vuelva a iniciarlo desde esta página.',
    expired: 'El inicio de sesión ha tardado demasiado o ya se ha utilizado. Vuelva a iniciarlo.',
    provider:
      'El servicio de inicio de sesión de su empresa ha respondido con un error. Inténtelo de nuevo más tarde.',
    unknown_issuer:
      'Este inicio de sesión no procede del servicio de inicio de sesión que utiliza su empresa.',
    email_not_verified:
      'El servicio de inicio de sesión de su empresa no ha confirmado su dirección de correo electrónico.',
    no_email:
      'El servicio de inicio de sesión de su empresa no nos ha comunicado su dirección de correo electrónico.',
    inactive: 'Esta cuenta está desactivada. Consulte a su administrador.',
    no_type:
      'Este enlace de inicio de sesión está incompleto. Inicie sesión desde la página de inicio de sesión.',
  },
  admin: {
    title: 'Inicio de sesión único (OpenID Connect)',
    intro:
      'Las personas de los dominios de correo electrónico de la empresa inician sesión con el proveedor de identidad de la empresa (Entra ID, Okta, Keycloak, Google).',
    none: 'No hay ningún proveedor configurado.',
    name: 'Nombre del botón',
    issuer: 'URL del emisor',
    issuer_hint: 'La dirección bajo la que se encuentra /.well-known/openid-configuration del proveedor.',
    client_id: 'ID de cliente',
    client_secret: 'Secreto de cliente',
    client_secret_kept: 'Guardado (cifrado). Déjelo vacío para conservarlo.',
    scopes: 'Ámbitos (scopes)',
    email_domains: 'Dominios de correo electrónico',
    email_domains_hint:
      'Uno por línea. Las direcciones de estos dominios inician sesión a través de este proveedor.',
    groups_claim: 'Claim de grupos',
    groups_claim_hint:
      'El claim del token de ID que enumera los grupos del usuario; se le une a los grupos de la empresa con esos nombres.',
    password_sign_in_allowed: 'Se sigue permitiendo el inicio de sesión con contraseña',
    is_active: 'Activo',
    redirect_uri: 'URI de redirección que debe registrarse en el proveedor',
    post_logout_redirect_uri: 'URI de redirección tras cerrar sesión',
    backchannel_logout_uri: 'URI de cierre de sesión por canal secundario (back-channel)',
    save: 'Guardar proveedor',
    saved: 'Se ha guardado el proveedor.',
    failed: 'No se ha podido guardar el proveedor.',
    remove: 'Quitar proveedor',
    remove_confirm:
      '¿Quitar el proveedor de inicio de sesión único? Sus usuarios iniciarán sesión entonces con una contraseña.',
    removed: 'Se ha quitado el proveedor.',
  },
}
