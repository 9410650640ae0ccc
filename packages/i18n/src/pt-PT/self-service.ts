import type { selfService as en } from '../en-US/self-service.ts'
import type { Messages } from '../messages.ts'

export const selfService: Messages<typeof en> = {
  login: {
    forgot_password: 'Esqueceu-se da palavra-passe?',
    register: 'Ainda não tem conta? Registe-se',
    verified: 'O seu endereço de e-mail está confirmado. Inicie sessão para continuar.',
    password_set: 'A sua nova palavra-passe foi definida. Inicie sessão com ela.',
  },
  register: {
    intro:
      'Crie uma conta com o seu endereço de e-mail profissional. O registo está aberto quando a sua empresa o permite.',
    email: 'E-mail profissional',
    first_name: 'Nome próprio',
    last_name: 'Apelido',
    submit: 'Registar',
    failed: 'Não foi possível enviar o registo. Tente novamente.',
    done_title: 'Verifique a sua caixa de correio',
    done: 'Enviámos um e-mail para {{email}}. Siga a ligação nele contida no prazo de 48 horas para confirmar o seu endereço e, em seguida, inicie sessão.',
    have_account: 'Já está registado? Inicie sessão',
  },
  reset: {
    intro:
      'Introduza o endereço de e-mail da sua conta e enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
    email: 'E-mail',
    submit: 'Enviar ligação',
    failed: 'Não foi possível enviar o pedido. Tente novamente.',
    done_title: 'Verifique a sua caixa de correio',
    done: 'Se existir uma conta com o endereço {{email}}, foi-lhe enviada uma ligação. Pode ser utilizada uma vez, no prazo de uma hora.',
    back: 'Voltar ao início de sessão',
    choose_title: 'Escolha uma nova palavra-passe',
    choose_intro:
      'Escolha a palavra-passe com que vai iniciar sessão. Com esta alteração, as sessões iniciadas noutros locais são terminadas.',
    save: 'Guardar palavra-passe',
    request_new: 'Pedir uma nova ligação',
  },
  password: {
    new: 'Nova palavra-passe',
    password: 'Palavra-passe',
    confirm: 'Repita a palavra-passe',
    hint_one:
      'Pelo menos {{count}} carácter, não pode ser uma palavra-passe comum nem o seu nome ou e-mail. Uma frase-passe longa é a mais segura.',
    hint_many:
      'Pelo menos {{count}} caracteres, não pode ser uma palavra-passe comum nem o seu nome ou e-mail. Uma frase-passe longa é a mais segura.',
    hint_other:
      'Pelo menos {{count}} caracteres, não pode ser uma palavra-passe comum nem o seu nome ou e-mail. Uma frase-passe longa é a mais segura.',
    too_short_one: 'Pelo menos {{count}} carácter.',
    too_short_many: 'Pelo menos {{count}} caracteres.',
    too_short_other: 'Pelo menos {{count}} caracteres.',
    mismatch: 'As palavras-passe não coincidem.',
    strength: 'Segurança da palavra-passe: {{level}}',
    levels: { weak: 'fraca', fair: 'razoável', good: 'boa', strong: 'forte' },
  },
  verify: {
    title: 'Confirme o seu endereço de e-mail',
    working: 'A confirmar o seu endereço de e-mail…',
    failed_title: 'Esta ligação não funciona',
    missing: 'A ligação está incompleta. Abra-a novamente a partir do e-mail.',
    sign_in: 'Ir para o início de sessão',
    register_again: 'Registar novamente',
  },
}
