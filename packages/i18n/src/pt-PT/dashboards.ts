import type { dashboards as en } from '../en-US/dashboards.ts'
import type { Messages } from '../messages.ts'

export const dashboards: Messages<typeof en> = {
  intro:
    'Os seus cartões, organizados à sua maneira de trabalhar. Personalize para adicionar, mover, redimensionar ou remover cartões.',
  customize: 'Personalizar',
  save: 'Guardar painel',
  cancel: 'Cancelar',
  saved: 'O seu painel foi guardado.',
  failed: 'Não foi possível guardar o seu painel.',
  add_card: 'Adicionar cartão',
  no_more_cards: 'Todos os cartões já estão no seu painel.',
  empty: 'O seu painel não tem cartões. Escolha Personalizar e depois Adicionar cartão.',
  move: 'Mover {{title}}',
  remove: 'Remover {{title}}',
  width: 'Largura de {{title}}',
  widths: { '1': 'Pequeno', '2': 'Médio', '3': 'Grande' },
  open_full: 'Abrir {{title}} numa página própria',
  back: 'Voltar ao painel',
  card_failed: 'Não foi possível carregar este cartão.',
  drag: {
    instructions:
      'Para mover um cartão, prima a barra de espaço ou Enter na respetiva pega, desloque-o com as teclas de seta e prima novamente a barra de espaço ou Enter para o largar. Escape cancela.',
    picked: 'Pegou em {{title}}.',
    over: '{{title}} está agora na posição {{position}}.',
    dropped: 'Largou {{title}} na posição {{position}}.',
    cancelled: 'Movimento de {{title}} cancelado.',
  },
  cards: {
    notifications: { title: 'Notificações' },
    trend_radar: { title: 'Radar de tendências' },
    latest_signals: { title: 'Sinais de mercado mais recentes' },
    quick_links: {
      title: 'Ligações rápidas',
      empty: 'Ainda não há ligações.',
      edit: 'Editar ligações',
      label: 'Etiqueta',
      label_hint: 'Vazio: o nome da própria página',
      href: 'Endereço',
      href_hint: 'Um caminho do portal, como /client/okr, ou um endereço https',
      href_invalid: 'Utilize um caminho do portal que comece por / ou um endereço que comece por https://',
      add: 'Adicionar ligação',
      remove: 'Remover ligação',
      done: 'Concluído',
      external: '(abre outro site)',
    },
    my_services: {
      title: 'Os meus serviços',
      favourites: 'Favoritos',
      recent: 'Utilizados recentemente',
      empty: 'Ainda não há favoritos nem nada aberto recentemente.',
      catalogue: 'Explorar o catálogo',
    },
    my_teams: {
      title: 'As minhas equipas',
      empty: 'Ainda não pertence a nenhuma equipa.',
      lead: 'Responsável: {{name}}',
      members_one: '{{count}} membro',
      members_many: '{{count}} membros',
      members_other: '{{count}} membros',
    },
  },
}
