import type { feature_flags as en } from '../en-US/feature-flags.ts'
import type { Messages } from '../messages.ts'

export const feature_flags: Messages<typeof en> = {
  title: 'Módulos',
  intro:
    'O que as pessoas desta empresa veem. Um módulo bloqueado aparece com um cadeado e uma nota sobre como obtê-lo; um módulo oculto não aparece de todo.',
  module: 'Módulo',
  visibility: 'Visibilidade',
  states: { visible: 'Visível', locked: 'Bloqueado', hidden: 'Oculto' },
  ai: 'Assistente de IA',
  ai_states: { default: 'Conforme configurado', on: 'Ativado', off: 'Desativado' },
  save: 'Guardar módulos',
  saved: 'Os módulos foram guardados.',
  failed: 'Não foi possível guardar os módulos.',
  locked: 'Bloqueado',
  hidden: 'Oculto para esta empresa',
  locked_title: '{{module}} não faz parte do plano da sua empresa',
  locked_body: 'Peça acesso a {{module}} ao administrador da sua empresa ou contacte o suporte.',
  contact_support: 'Contactar o suporte',
}
