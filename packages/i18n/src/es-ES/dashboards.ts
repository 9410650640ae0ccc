import type { dashboards as en } from '../en-US/dashboards.ts'
import type { Messages } from '../messages.ts'

export const dashboards: Messages<typeof en> = {
  intro:
    'Sus tarjetas, organizadas a su manera. Pulse Personalizar para añadirlas, moverlas, cambiar su tamaño o quitarlas.',
  customize: 'Personalizar',
  save: 'Guardar panel',
  cancel: 'Cancelar',
  saved: 'Se ha guardado su panel.',
  failed: 'No se ha podido guardar su panel.',
  add_card: 'Añadir tarjeta',
  no_more_cards: 'Todas las tarjetas ya están en su panel.',
  empty: 'Su panel no tiene tarjetas. Pulse Personalizar y, después, Añadir tarjeta.',
  move: 'Mover {{title}}',
  remove: 'Quitar {{title}}',
  width: 'Ancho de {{title}}',
  widths: { '1': 'Pequeño', '2': 'Mediano', '3': 'Grande' },
  open_full: 'Abrir {{title}} en una página propia',
  back: 'Volver al panel',
  card_failed: 'No se ha podido cargar esta tarjeta.',
  drag: {
    instructions:
      'Para mover una tarjeta, pulse la barra espaciadora o Intro sobre su asa, desplácela con las teclas de flecha y vuelva a pulsar la barra espaciadora o Intro para soltarla. Escape cancela el movimiento.',
    picked: 'Tarjeta {{title}} seleccionada.',
    over: '{{title}} está ahora en la posición {{position}}.',
    dropped: '{{title}} se ha soltado en la posición {{position}}.',
    cancelled: 'Se ha cancelado el movimiento de {{title}}.',
  },
  cards: {
    notifications: { title: 'Notificaciones' },
    trend_radar: { title: 'Radar de tendencias' },
    latest_signals: { title: 'Últimas señales de mercado' },
    quick_links: {
      title: 'Accesos rápidos',
      empty: 'Todavía no hay enlaces.',
      edit: 'Editar enlaces',
      label: 'Etiqueta',
      label_hint: 'Vacío: el nombre de la propia página',
      href: 'Dirección',
      href_hint: 'Una ruta del portal como /client/okr o una dirección https',
      href_invalid: 'Utilice una ruta del portal que empiece por / o una dirección que empiece por https://',
      add: 'Añadir enlace',
      remove: 'Quitar enlace',
      done: 'Listo',
      external: '(abre otro sitio)',
    },
    my_services: {
      title: 'Mis servicios',
      favourites: 'Favoritos',
      recent: 'Usados recientemente',
      empty: 'Todavía no hay favoritos ni nada abierto recientemente.',
      catalogue: 'Explorar el catálogo',
    },
    my_teams: {
      title: 'Mis equipos',
      empty: 'Todavía no forma parte de ningún equipo.',
      lead: 'Responsable: {{name}}',
      members_one: '{{count}} miembro',
      members_other: '{{count}} miembros',
      members_many: '{{count}} miembros',
    },
  },
}
