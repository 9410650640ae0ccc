import type { mail as en } from '../en-US/mail.ts'
import type { Messages } from '../messages.ts'

export const mail: Messages<typeof en> = {
  signature: 'A equipa do Portal de Clientes',
  greeting: 'Olá, {{name}},',
  password_reset: {
    subject: 'Redefinir a sua palavra-passe do Portal de Clientes',
    body_one:
      'Foi pedida a redefinição da palavra-passe da sua conta do Portal de Clientes. Se o pedido foi seu, escolha uma nova palavra-passe aqui no prazo de {{count}} hora:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
    body_many:
      'Foi pedida a redefinição da palavra-passe da sua conta do Portal de Clientes. Se o pedido foi seu, escolha uma nova palavra-passe aqui no prazo de {{count}} horas:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
    body_other:
      'Foi pedida a redefinição da palavra-passe da sua conta do Portal de Clientes. Se o pedido foi seu, escolha uma nova palavra-passe aqui no prazo de {{count}} horas:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
  },
  support_team: 'equipa de suporte',
  support_ticket: {
    subject: '[Suporte] {{subject}} ({{company}})',
    body: '{{author}} ({{email}}), de {{company}}, pede ajuda.\n\nCategoria: {{category}}\nAssunto: {{subject}}\n\n{{message}}\n\nAnexos: {{attachments}}\n\nResponda no portal: {{link}}',
  },
  support_answer: {
    subject: 'Resposta ao seu pedido de suporte: {{subject}}',
    body: 'A equipa de suporte respondeu ao seu pedido "{{subject}}":\n\n{{answer}}\n\nLeia a conversa completa e responda aqui:\n\n{{link}}',
  },
  notification: {
    subject: '{{title}}',
    body: '{{text}}\n\nAbra no portal:\n\n{{link}}\n\nRecebe este e-mail devido às suas definições de notificação; pode alterá-las no seu perfil.',
  },
  coaching_answer: {
    subject: 'Resposta ao seu pedido de coaching: {{topic}}',
    body: 'A equipa de coaching respondeu ao seu pedido "{{topic}}":\n\n{{answer}}\n\nLeia a conversa completa e responda aqui:\n\n{{link}}',
  },
  invitation: {
    subject: 'A sua conta do Portal de Clientes está pronta',
    body_one:
      'Foi criada uma conta para {{email}} no Portal de Clientes. Escolha aqui a sua palavra-passe no prazo de {{count}} hora para iniciar sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez.',
    body_many:
      'Foi criada uma conta para {{email}} no Portal de Clientes. Escolha aqui a sua palavra-passe no prazo de {{count}} horas para iniciar sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez.',
    body_other:
      'Foi criada uma conta para {{email}} no Portal de Clientes. Escolha aqui a sua palavra-passe no prazo de {{count}} horas para iniciar sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez.',
  },
  email_verification: {
    subject: 'Confirme o seu endereço de e-mail para o Portal de Clientes',
    body_one:
      'Obrigado por se registar no Portal de Clientes. Confirme aqui o seu endereço de e-mail no prazo de {{count}} hora e, em seguida, inicie sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não se registou, ignore este e-mail: sem esta confirmação, nenhuma conta fica utilizável.',
    body_many:
      'Obrigado por se registar no Portal de Clientes. Confirme aqui o seu endereço de e-mail no prazo de {{count}} horas e, em seguida, inicie sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não se registou, ignore este e-mail: sem esta confirmação, nenhuma conta fica utilizável.',
    body_other:
      'Obrigado por se registar no Portal de Clientes. Confirme aqui o seu endereço de e-mail no prazo de {{count}} horas e, em seguida, inicie sessão:\n\n{{link}}\n\nA ligação só pode ser utilizada uma vez. Se não se registou, ignore este e-mail: sem esta confirmação, nenhuma conta fica utilizável.',
  },
  account_exists: {
    subject: 'Já tem uma conta no Portal de Clientes',
    body: 'Alguém tentou registar-se com este endereço, mas já existe uma conta associada a ele no Portal de Clientes. Inicie sessão aqui:\n\n{{login_link}}\n\nEsqueceu-se da palavra-passe? Escolha uma nova aqui:\n\n{{reset_link}}\n\nSe não fez esta tentativa, ignore este e-mail: nada foi alterado.',
  },
}
