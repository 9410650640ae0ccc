import type { autoAssign as en } from '../en-US/auto-assign.ts'
import type { Messages } from '../messages.ts'

export const autoAssign: Messages<typeof en> = {
  intro:
    'As pessoas cujo endereço de e-mail pertence a um destes domínios aderem à sua empresa e aos grupos da regra quando se registam, sempre que iniciam sessão com início de sessão único e sempre que a importação do diretório as cria ou atualiza — depois de a administração do portal aprovar o domínio. As regras apenas acrescentam: alterar ou eliminar uma regra não remove ninguém.',
  search: 'Pesquisar domínios',
  new: 'Nova regra',
  domain: 'Domínio de e-mail',
  domain_hint:
    'Por exemplo, acme.example: exatamente este domínio, sem subdomínios. Não são permitidos fornecedores de e-mail públicos.',
  groups: 'Grupos',
  groups_hint: 'As novas pessoas aderem a estes grupos da empresa.',
  groups_placeholder: 'Escolher grupos',
  no_groups: 'Sem grupos',
  is_company_admin: 'Tornar administradores da empresa',
  is_company_admin_hint: 'Qualquer pessoa que possa receber e-mail neste domínio passa a gerir a empresa.',
  is_active: 'Ativa',
  is_active_hint:
    'Uma regra em pausa não atribui ninguém e fecha o registo para o domínio. O início de sessão único e a importação do diretório continuam a adicionar pessoas à sua empresa, mas sem os grupos da regra.',
  status: 'Estado',
  active: 'Ativa',
  paused: 'Em pausa',
  company_admin: 'Administrador da empresa',
  yes: 'Sim',
  no: 'Não',
  empty: 'Nenhuma regra corresponde.',
  save: 'Guardar',
  saved: 'A regra foi guardada.',
  created: 'A regra foi criada.',
  failed: 'Não foi possível guardar a regra.',
  delete: 'Eliminar regra',
  delete_confirm:
    'Eliminar a regra para {{domain}}? As pessoas que aderiram através dela continuam na empresa.',
  deleted: 'A regra foi eliminada.',
  approval: 'Aprovação',
  statuses: {
    pending: 'A aguardar aprovação',
    approved: 'Aprovado',
    rejected: 'Rejeitado',
  },
  status_notes: {
    pending:
      'A administração do portal ainda não aprovou este domínio para a sua empresa. Até lá, a regra não atribui ninguém e o registo com este domínio permanece fechado.',
    rejected:
      'A administração do portal rejeitou este domínio para a sua empresa. A regra não atribui ninguém. Se a guardar novamente, o pedido é feito outra vez.',
  },
  request_hint: 'Um novo domínio precisa da aprovação da administração do portal antes de atribuir alguém.',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  approved: 'O domínio foi aprovado para {{company}}.',
  rejected: 'O pedido para {{domain}} foi rejeitado.',
  review_failed: 'Não foi possível guardar a decisão.',
  requests: 'Pedidos a aguardar aprovação',
  requests_intro:
    'Domínios pedidos pelos administradores das empresas, em todas as empresas. Aprove apenas os domínios que pertencem à empresa.',
  requests_empty: 'Não há pedidos em espera.',
  company: 'Empresa',
  requested: 'Pedido em',
}
