import type { apiTokens as en } from '../en-US/api-tokens.ts'
import type { Messages } from '../messages.ts'

/** Textos dos tokens de API e das contas de serviço. */
export const apiTokens: Messages<typeof en> = {
  personal_title: 'Tokens de acesso pessoal',
  personal_intro:
    'Os tokens permitem que outros programas chamem a API do portal em seu nome (`Authorization: Bearer …`), limitados às permissões escolhidas. Quem tiver um token pode utilizá-lo: mantenha-o em segredo e revogue-o quando deixar de ser necessário.',
  accounts_title: 'Contas de serviço',
  accounts_intro:
    'As integrações (BI, ERP, CRM) atuam como uma conta de serviço: um membro desta empresa sem direitos de administrador, com tokens próprios. O que registam aparece com o nome dessa conta.',
  name: 'Nome',
  expires_in_days: 'Validade (dias)',
  scopes: 'Permissões',
  scopes_hint:
    'Leitura permite a um token ler um módulo; escrita permite-lhe também alterá-lo — nunca mais do que o respetivo proprietário pode.',
  read: 'Leitura',
  write: 'Escrita',
  modules: {
    okr: 'Objetivos (OKR)',
    ppm: 'Projetos e portefólios',
    people: 'Pessoas, equipas e grupos',
    content: 'Conteúdos e serviços',
    support: 'Suporte e coaching',
    whiteboard: 'Quadro branco',
    notifications: 'Notificações',
  },
  create: 'Criar token',
  created_title: 'Token “{{name}}” criado',
  created_text:
    'Copie-o agora: só é mostrado desta vez. O portal guarda apenas uma impressão digital do token.',
  copy: 'Copiar',
  copied: 'Copiado',
  none: 'Ainda não existem tokens.',
  expires: 'Expira',
  last_used: 'Última utilização',
  never_used: 'Nunca',
  starts_with: 'Começa por {{start}}…',
  revoke: 'Revogar',
  revoke_label: 'Revogar o token “{{name}}”',
  revoke_confirm: 'Revogar este token? Os programas que o utilizam deixam de funcionar imediatamente.',
  revoked: 'O token foi revogado.',
  revoked_on: 'Revogado em {{date}}',
  failed: 'Não foi possível concluir a operação. Tente novamente.',
  load_failed: 'Não foi possível carregar os tokens.',
  no_accounts: 'Ainda não existem contas de serviço.',
  account_name: 'Nome da conta de serviço',
  create_account: 'Criar conta de serviço',
  account_created: 'A conta de serviço foi criada.',
  remove_account: 'Remover',
  remove_account_confirm:
    'Remover a conta de serviço “{{name}}”? Os respetivos tokens deixam de funcionar imediatamente.',
  account_removed: 'A conta de serviço foi removida.',
}
