import type { sessions as en } from '../en-US/sessions.ts'
import type { Messages } from '../messages.ts'

export const sessions: Messages<typeof en> = {
  title: 'Sessões',
  intro:
    'Onde tem sessão iniciada. Termine a sessão num dispositivo que já não utiliza ou que não reconhece. As sessões também terminam automaticamente após algum tempo sem utilização.',
  this_device: 'Este dispositivo',
  device: '{{browser}} em {{system}}',
  unknown_browser: 'Navegador desconhecido',
  unknown_system: 'um sistema desconhecido',
  times: 'Sessão iniciada em {{signed_in}} · última atividade em {{last_seen}}',
  address: 'Endereço IP {{address}}',
  unknown_address: 'Endereço IP desconhecido',
  sign_out: 'Terminar sessão',
  sign_out_label: 'Terminar a sessão em {{device}}, última atividade em {{when}}',
  sign_out_others: 'Terminar sessão em todos os outros locais',
  confirm_title: 'Terminar sessão em todos os outros locais?',
  confirm_text:
    'Todos os outros navegadores e dispositivos com sessão iniciada na sua conta são desligados de imediato. Aqui mantém a sessão iniciada.',
  cancel: 'Cancelar',
  close: 'Fechar',
  signed_out: 'Essa sessão foi terminada.',
  signed_out_others_one: 'Foi terminada {{count}} outra sessão.',
  signed_out_others_many: 'Foram terminadas {{count}} outras sessões.',
  signed_out_others_other: 'Foram terminadas {{count}} outras sessões.',
  only_this: 'Não tem sessão iniciada em mais nenhum local.',
  load_failed: 'Não foi possível carregar as suas sessões.',
  failed: 'Não foi possível concluir a ação. Tente novamente.',
}
