import type { api as en } from '../en-US/api.ts'
import type { Messages } from '../messages.ts'
import { aiApiTexts } from './ai.ts'
import { directoryApiTexts } from './directory.ts'
import { fields } from './fields.ts'
import { ssoApiTexts } from './sso.ts'
import { trendsApiTexts } from './trends.ts'
import { webhooksApiTexts } from './webhooks.ts'
import { whiteboardMessages } from './whiteboard.ts'

export const api: Messages<typeof en> = {
  errors: {
    body_too_large: 'O pedido excede os {{max}} MB aceites.',
    bad_request: 'Não foi possível ler o pedido.',
    validation: 'Alguns campos não são válidos.',
    unauthenticated: 'Inicie sessão.',
    forbidden: 'Não tem permissão para realizar esta ação.',
    token_invalid: 'O token de API é desconhecido, foi revogado ou expirou.',
    token_scope: 'As permissões do token de API não permitem este pedido.',
    token_impersonating: 'Não é possível criar tokens de API enquanto se age em nome de outro utilizador.',
    value_from_integrations: 'Este resultado-chave não obtém o valor a partir de integrações.',
    integration_only: 'Só o token de uma conta de serviço pode enviar o valor de um resultado-chave.',
    csrf: 'O token de segurança está em falta ou não corresponde. Recarregue a página e tente novamente.',
    not_found: 'Não encontrado.',
    too_many_attempts_one:
      'Demasiadas tentativas de início de sessão falhadas. Tente novamente dentro de {{count}} segundo.',
    too_many_attempts_many:
      'Demasiadas tentativas de início de sessão falhadas. Tente novamente dentro de {{count}} segundos.',
    too_many_attempts_other:
      'Demasiadas tentativas de início de sessão falhadas. Tente novamente dentro de {{count}} segundos.',
    too_many_requests_one: 'Demasiados pedidos. Tente novamente dentro de {{count}} segundo.',
    too_many_requests_many: 'Demasiados pedidos. Tente novamente dentro de {{count}} segundos.',
    too_many_requests_other: 'Demasiados pedidos. Tente novamente dentro de {{count}} segundos.',
    email_not_verified:
      'Confirme primeiro o seu endereço de e-mail: siga a ligação no e-mail que lhe enviámos. Não recebeu o e-mail? Registe-se novamente ou redefina a sua palavra-passe para receber uma nova ligação.',
    invalid_credentials: 'O e-mail ou a palavra-passe estão incorretos.',
    not_member: 'Não é membro desta empresa.',
    already_impersonating: 'Termine primeiro a representação atual.',
    impersonate_self: 'Não pode representar-se a si próprio.',
    not_impersonating: 'Não está a agir como outra pessoa.',
    no_active_company: 'Escolha primeiro uma empresa: isto pertence a uma empresa e nenhuma está ativa.',
    internal: 'Ocorreu um erro do nosso lado. Tente novamente.',
    unavailable: 'O serviço não está pronto.',
    own_rights:
      'Não pode alterar os seus próprios direitos, nem desativar ou eliminar a sua conta. Peça a outro administrador.',
    manage_staff: 'Só um superutilizador pode alterar administradores e superutilizadores.',
    shared_account:
      'Esta pessoa também pertence a outra empresa: só a equipa do portal pode alterar o respetivo e-mail, nome, idioma ou estado.',
    user_inactive: 'Esta conta está desativada.',
    batch_invalid_one: '{{count}} linha tem erros. Não foi criado nada.',
    batch_invalid_many: '{{count}} linhas têm erros. Não foi criado nada.',
    batch_invalid_other: '{{count}} linhas têm erros. Não foi criado nada.',
    service_locked: 'A sua empresa não contratou este serviço.',
    module_off: 'Esta área do portal não está disponível para a sua empresa.',
    source_in_use: 'Ainda há sinais provenientes desta fonte. Atribua-lhes primeiro outra fonte.',
    builtin_service: 'Um serviço integrado não pode ser eliminado.',
    service_is_start_page:
      'Este serviço é a página inicial de uma empresa. Escolha primeiro outra página inicial.',
    endpoint_in_use:
      'Há serviços que ainda abrem este ponto de acesso. Atribua-lhes primeiro outro ponto de acesso.',
    activation_code_used: 'Este código já foi utilizado; já não pode ser revogado.',
    sessions_impersonating:
      'Enquanto age como outra pessoa, não pode ver nem terminar as sessões dessa pessoa. Termine primeiro a representação.',
    current_session: 'Esta é a sessão que está a utilizar agora. Em vez disso, termine sessão.',
    ppm_unavailable: 'O PPM não está disponível para a sua empresa.',
    ppm_report_published:
      'Um relatório de estado publicado nunca é alterado. Escreva um novo relatório para o corrigir.',
    ppm_gate_blocked: 'A medida ainda não cumpre as regras da etapa seguinte.',
    ppm_gate_pending: 'Já existe um pedido para a etapa seguinte a aguardar decisão.',
    ppm_gate_none_pending: 'Não há nenhum pedido de etapa a aguardar decisão.',
    okr_children:
      'Este elemento tem elementos abaixo dele. Escolha o que lhes acontece: desassociá-los, movê-los para outro local ou eliminá-los também.',
  },
  titles: {
    bad_request: 'Pedido inválido',
    unauthorized: 'Não autorizado',
    forbidden: 'Proibido',
    not_found: 'Não encontrado',
    method_not_allowed: 'Método não permitido',
    payload_too_large: 'Conteúdo demasiado grande',
    unsupported_media_type: 'Tipo de conteúdo não suportado',
    unprocessable_content: 'Conteúdo não processável',
    too_many_requests: 'Demasiados pedidos',
    internal_server_error: 'Erro interno do servidor',
    service_unavailable: 'Serviço indisponível',
    error: 'Erro',
  },
  fields,
  whiteboard: whiteboardMessages,
  notifications: {
    okr_assigned: {
      title: 'Atribuído a si: {{title}}',
      text: '{{actor}} tornou-o proprietário ou responsável de “{{title}}”.',
    },
    check_in_due: {
      title: 'Check-in pendente: {{title}}',
      text: 'O resultado-chave “{{title}}” de “{{objective}}” tem um check-in pendente desde {{date}}.',
    },
    check_in_overdue: {
      title: 'Check-in em atraso: {{title}}',
      text: 'O resultado-chave “{{title}}” de “{{objective}}” aguarda um check-in desde {{date}}. Atualize o valor e a confiança.',
    },
    task_assigned: {
      title: 'Nova tarefa para si: {{title}}',
      text: '{{actor}} atribuiu-lhe a tarefa “{{title}}”.',
    },
    support_answered: {
      title: 'O seu pedido de suporte foi respondido: {{title}}',
      text: 'A equipa de suporte respondeu a “{{title}}”.',
    },
    coaching_answered: {
      title: 'O seu pedido de coaching foi respondido: {{title}}',
      text: 'A equipa de coaching respondeu a “{{title}}”.',
    },
    ppm_gate_requested: {
      title: 'Aprovação de etapa pedida: {{title}}',
      text: '{{actor}} pede-lhe que passe a medida “{{title}}” para a etapa {{gate}}.',
    },
    ppm_gate_approved: {
      title: 'Etapa aprovada: {{title}}',
      text: '{{actor}} aprovou a etapa {{gate}} para a medida “{{title}}”.',
    },
    ppm_gate_rejected: {
      title: 'Etapa recusada: {{title}}',
      text: '{{actor}} não passou a medida “{{title}}” para a etapa {{gate}}.',
    },
    impersonation_started: {
      title: 'Um administrador está a agir em seu nome',
      text: '{{actor}} ({{email}}) começou a agir no portal em seu nome, para o ajudar. Se não estava à espera disto, informe o seu administrador.',
    },
    announcement: {
      title: '{{title}}',
      text: 'Um novo anúncio da equipa do portal.',
    },
    webhook_disabled: {
      title: 'Um webhook foi desativado',
      text: 'Os envios para {{url}} falharam durante {{hours}} horas; o webhook fica desativado até que o volte a ativar.',
    },
  },
  messages: {
    registration_mailed:
      'Obrigado. Enviámos um e-mail para o endereço indicado: siga a ligação para o confirmar e, em seguida, inicie sessão.',
    reset_mailed:
      'Se existir uma conta com este endereço, enviámos-lhe uma ligação para escolher uma nova palavra-passe.',
  },
  sso: ssoApiTexts,
  ai: aiApiTexts,
  directory: directoryApiTexts,
  webhooks: webhooksApiTexts,
  trends: trendsApiTexts,
}
