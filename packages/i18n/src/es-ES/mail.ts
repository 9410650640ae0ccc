import type { mail as en } from '../en-US/mail.ts'
import type { Messages } from '../messages.ts'

export const mail: Messages<typeof en> = {
  signature: 'El equipo del Portal de clientes',
  greeting: 'Hola, {{name}}:',
  password_reset: {
    subject: 'Restablezca su contraseña del Portal de clientes',
    body_one:
      'Se ha solicitado restablecer la contraseña de su cuenta del Portal de clientes. Si ha sido usted, elija aquí una nueva contraseña en un plazo de {{count}} hora:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambiará.',
    body_other:
      'Se ha solicitado restablecer la contraseña de su cuenta del Portal de clientes. Si ha sido usted, elija aquí una nueva contraseña en un plazo de {{count}} horas:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambiará.',
    body_many:
      'Se ha solicitado restablecer la contraseña de su cuenta del Portal de clientes. Si ha sido usted, elija aquí una nueva contraseña en un plazo de {{count}} horas:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambiará.',
  },
  support_team: 'equipo de soporte',
  support_ticket: {
    subject: '[Soporte] {{subject}} ({{company}})',
    body: '{{author}} ({{email}}), de {{company}}, solicita ayuda.\n\nCategoría: {{category}}\nAsunto: {{subject}}\n\n{{message}}\n\nAdjuntos: {{attachments}}\n\nResponda en el portal: {{link}}',
  },
  support_answer: {
    subject: 'Respuesta a su solicitud de soporte: {{subject}}',
    body: 'El equipo de soporte ha respondido a su solicitud «{{subject}}»:\n\n{{answer}}\n\nLea la conversación completa y responda aquí:\n\n{{link}}',
  },
  notification: {
    subject: '{{title}}',
    body: '{{text}}\n\nÁbralo en el portal:\n\n{{link}}\n\nRecibe este mensaje según su configuración de notificaciones, que puede cambiar en su perfil.',
  },
  coaching_answer: {
    subject: 'Respuesta a su solicitud de coaching: {{topic}}',
    body: 'El equipo de coaching ha respondido a su solicitud «{{topic}}»:\n\n{{answer}}\n\nLea la conversación completa y responda aquí:\n\n{{link}}',
  },
  invitation: {
    subject: 'Su cuenta del Portal de clientes está lista',
    body_one:
      'Se ha creado una cuenta para {{email}} en el Portal de clientes. Elija aquí su contraseña en un plazo de {{count}} hora para iniciar sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez.',
    body_other:
      'Se ha creado una cuenta para {{email}} en el Portal de clientes. Elija aquí su contraseña en un plazo de {{count}} horas para iniciar sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez.',
    body_many:
      'Se ha creado una cuenta para {{email}} en el Portal de clientes. Elija aquí su contraseña en un plazo de {{count}} horas para iniciar sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez.',
  },
  email_verification: {
    subject: 'Confirme su dirección de correo electrónico para el Portal de clientes',
    body_one:
      'Gracias por registrarse en el Portal de clientes. Confirme aquí su dirección de correo electrónico en un plazo de {{count}} hora y después inicie sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no se ha registrado, ignore este mensaje: ninguna cuenta podrá utilizarse sin esta confirmación.',
    body_other:
      'Gracias por registrarse en el Portal de clientes. Confirme aquí su dirección de correo electrónico en un plazo de {{count}} horas y después inicie sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no se ha registrado, ignore este mensaje: ninguna cuenta podrá utilizarse sin esta confirmación.',
    body_many:
      'Gracias por registrarse en el Portal de clientes. Confirme aquí su dirección de correo electrónico en un plazo de {{count}} horas y después inicie sesión:\n\n{{link}}\n\nEl enlace solo funciona una vez. Si no se ha registrado, ignore este mensaje: ninguna cuenta podrá utilizarse sin esta confirmación.',
  },
  account_exists: {
    subject: 'Ya tiene una cuenta en el Portal de clientes',
    body: 'Alguien ha intentado registrarse con esta dirección, pero ya existe una cuenta con ella en el Portal de clientes. Inicie sesión aquí:\n\n{{login_link}}\n\n¿Ha olvidado su contraseña? Elija una nueva aquí:\n\n{{reset_link}}\n\nSi no ha sido usted, ignore este mensaje: no se ha modificado nada.',
  },
}
