import type { webhooksApiTexts as enApi, webhooks as enWeb } from '../en-US/webhooks.ts'
import type { Messages } from '../messages.ts'

/** Mensagens da API sobre os webhooks. */
export const webhooksApiTexts: Messages<typeof enApi> = {
  refused: 'O endereço não é permitido: tem de ser https num anfitrião público.',
  private_address:
    'O endereço resolve para um endereço privado, de loopback ou de ligação local: não foi enviado nada.',
  unresolved: 'Não foi possível resolver o nome do anfitrião do endereço.',
  status: 'O destinatário respondeu com um erro.',
  timeout: 'O destinatário não respondeu a tempo.',
  failed: 'A ligação ao destinatário falhou.',
  secret_unreadable: 'Não é possível ler o segredo de assinatura: renove-o.',
  disabled_failing: 'Desativado: os envios falharam durante demasiado tempo.',
}

/** Textos da página de webhooks. */
export const webhooks: Messages<typeof enWeb> = {
  title: 'Webhooks',
  intro:
    'Os seus sistemas são informados dos eventos desta empresa: cada envio é assinado (Standard Webhooks) e repetido até o destinatário responder com 2xx.',
  none: 'Ainda não existem webhooks.',
  add: 'Adicionar webhook',
  url: 'URL do destinatário',
  url_hint: 'https://… num anfitrião público',
  description: 'Descrição',
  events: 'Eventos',
  active: 'Ativo',
  inactive: 'Desativado',
  save: 'Guardar',
  cancel: 'Cancelar',
  created: 'O webhook foi adicionado.',
  saved: 'O webhook foi guardado.',
  failed: 'Não foi possível guardar o webhook. Tente novamente.',
  remove: 'Remover',
  removed: 'O webhook foi removido.',
  confirm_remove: 'Remover o webhook para {{url}} e o respetivo registo de envios?',
  rotate: 'Renovar segredo',
  confirm_rotate:
    'Substituir o segredo de assinatura? A partir de agora, os destinatários têm de utilizar o novo.',
  secret_title: 'Segredo de assinatura',
  secret_once: 'Copie-o agora: só é mostrado desta vez.',
  secret_hint: 'Segredo {{hint}}',
  copy: 'Copiar',
  copied: 'Copiado',
  close: 'Fechar',
  test: 'Enviar evento de teste',
  test_sent: 'O evento de teste foi enviado.',
  test_failed: 'Não foi possível enviar o evento de teste.',
  log: 'Registo de envios',
  log_empty: 'Ainda não existem envios.',
  resend: 'Reenviar',
  resent: 'Reenviado.',
  event: 'Evento',
  status: 'Estado',
  response: 'Resposta',
  duration: 'Duração',
  attempts: 'Tentativas',
  time: 'Hora',
  duration_ms: '{{ms}} ms',
  statuses: {
    pending: 'Pendente',
    succeeded: 'Entregue',
    failed: 'Falhou',
  },
  event_types: {
    'notification.created': 'Notificações (elementos de OKR, check-ins pendentes, respostas)',
    'okr.check_in.created': 'Check-ins de resultados-chave',
    'ppm.gate.changed': 'Etapas de PPM',
    'ppm.report.published': 'Relatórios de estado de PPM',
    'user.joined': 'Novos utilizadores',
    'webhook.test': 'Evento de teste',
  },
}
