import type { selfService as en } from '../en-US/self-service.ts'
import type { Messages } from '../messages.ts'

export const selfService: Messages<typeof en> = {
  login: {
    forgot_password: '¿Ha olvidado su contraseña?',
    register: '¿Todavía no tiene cuenta? Regístrese',
    verified: 'Se ha confirmado su dirección de correo electrónico. Inicie sesión para continuar.',
    password_set: 'Se ha establecido su nueva contraseña. Inicie sesión con ella.',
  },
  register: {
    intro:
      'Cree una cuenta con su dirección de correo electrónico profesional. El registro está abierto donde su empresa lo permite.',
    email: 'Correo electrónico profesional',
    first_name: 'Nombre',
    last_name: 'Apellidos',
    submit: 'Registrarse',
    failed: 'No se ha podido enviar el registro. Inténtelo de nuevo.',
    done_title: 'Revise su bandeja de entrada',
    done: 'Hemos enviado un mensaje a {{email}}. Siga su enlace en un plazo de 48 horas para confirmar su dirección y después inicie sesión.',
    have_account: '¿Ya está registrado? Inicie sesión',
  },
  reset: {
    intro:
      'Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviar enlace',
    failed: 'No se ha podido enviar la solicitud. Inténtelo de nuevo.',
    done_title: 'Revise su bandeja de entrada',
    done: 'Si existe una cuenta con la dirección {{email}}, le hemos enviado un enlace. Solo funciona una vez y durante una hora.',
    back: 'Volver al inicio de sesión',
    choose_title: 'Elija una nueva contraseña',
    choose_intro:
      'Elija la contraseña con la que iniciará sesión. Con este cambio se cerrarán las sesiones abiertas en otros lugares.',
    save: 'Guardar contraseña',
    request_new: 'Solicitar un enlace nuevo',
  },
  password: {
    new: 'Nueva contraseña',
    password: 'Contraseña',
    confirm: 'Repita la contraseña',
    hint_one:
      'Al menos {{count}} carácter; no debe ser una contraseña habitual ni contener su nombre o correo electrónico. Una frase larga es lo más seguro.',
    hint_other:
      'Al menos {{count}} caracteres; no debe ser una contraseña habitual ni contener su nombre o correo electrónico. Una frase larga es lo más seguro.',
    hint_many:
      'Al menos {{count}} caracteres; no debe ser una contraseña habitual ni contener su nombre o correo electrónico. Una frase larga es lo más seguro.',
    too_short_one: 'Al menos {{count}} carácter.',
    too_short_other: 'Al menos {{count}} caracteres.',
    too_short_many: 'Al menos {{count}} caracteres.',
    mismatch: 'Las contraseñas no coinciden.',
    strength: 'Seguridad de la contraseña: {{level}}',
    levels: { weak: 'débil', fair: 'aceptable', good: 'buena', strong: 'fuerte' },
  },
  verify: {
    title: 'Confirme su dirección de correo electrónico',
    working: 'Confirmando su dirección de correo electrónico…',
    failed_title: 'Este enlace no funciona',
    missing: 'El enlace está incompleto. Vuelva a abrirlo desde el mensaje.',
    sign_in: 'Ir al inicio de sesión',
    register_again: 'Volver a registrarse',
  },
}
