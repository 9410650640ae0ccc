import type { whiteboard as english, whiteboardMessages as englishMessages } from '../en-US/whiteboard.ts'
import type { Messages } from '../messages.ts'

/** Pizarra: la lista de escenas y la página de dibujo. */
export const whiteboard: Messages<typeof english> = {
  title: 'Pizarra',
  scenes_title: 'Escenas',
  intro:
    'Dibuje, haga bocetos y planifique en equipo. Las escenas se guardan mientras dibuja; en las compartidas se puede dibujar en directo.',
  new_scene: 'Nueva escena',
  new_scene_title: 'Nombre de la nueva escena',
  search: 'Buscar escenas',
  filter: 'Mostrar',
  filters: { all: 'Todas las escenas', mine: 'Mis escenas', shared: 'Compartidas conmigo' },
  empty: 'Todavía no hay escenas. Cree una con «Nueva escena».',
  empty_filtered: 'Ninguna escena coincide.',
  open: 'Abrir',
  open_label: 'Abrir «{{title}}»',
  no_thumbnail: 'Todavía sin vista previa',
  by: 'de {{name}}',
  updated: 'Modificada el {{date}}',
  elements_one: '{{count}} elemento',
  elements_other: '{{count}} elementos',
  elements_many: '{{count}} elementos',
  sharing: {
    label: 'Compartida con la empresa',
    private: 'Solo yo',
    view: 'Todos pueden verla',
    edit: 'Todos pueden dibujar',
  },
  sharing_badge: { private: 'Privada', view: 'Compartida para ver', edit: 'Compartida para dibujar' },
  actions: 'Acciones para «{{title}}»',
  rename: 'Cambiar nombre',
  rename_title: 'Cambiar el nombre de la escena',
  share: 'Compartir',
  share_title: 'Compartir «{{title}}»',
  duplicate: 'Duplicar',
  delete: 'Eliminar',
  delete_confirm: '¿Eliminar «{{title}}»? Podrá deshacerlo durante {{days}} días.',
  deleted: 'Se ha eliminado «{{title}}».',
  undo: 'Deshacer',
  restored: 'Se ha recuperado «{{title}}».',
  duplicated: 'Se ha creado una copia: «{{title}}».',
  saved_settings: 'Guardado.',
  failed: 'No ha funcionado. Inténtelo de nuevo.',
  name: 'Nombre',
  save: 'Guardar',
  cancel: 'Cancelar',
  switch_scene: 'Escena',
  all_scenes: 'Todas las escenas',
  status: {
    saved: 'Todos los cambios guardados',
    saving: 'Guardando…',
    unsaved: 'Cambios todavía sin guardar',
    offline:
      'Sin guardar: no se puede acceder al portal. Su dibujo se conserva en esta pestaña y se guardará cuando se restablezca la conexión.',
    failed: 'Sin guardar: {{reason}}',
    view_only: 'Puede ver esta escena; su propietario no ha permitido dibujar en ella.',
  },
  collaborators: 'También aquí',
  collaborators_none: 'Solo usted',
  loading: 'Cargando la pizarra…',
  image_refused: 'No se ha podido añadir la imagen: {{reason}}',
  gone: 'Esta escena se ha eliminado o ya no está compartida con usted.',
}

/** Mensajes de la API sobre la pizarra. */
export const whiteboardMessages: Messages<typeof englishMessages> = {
  untitled: 'Escena sin título',
  copy_of: 'Copia de {{title}}',
  view_only: 'Puede ver esta escena, pero no dibujar en ella.',
  owner_only: 'Solo el propietario de la escena puede hacerlo.',
  too_many_elements:
    'Una escena puede contener como máximo {{max}} elementos. Divida el dibujo en varias escenas.',
  too_many_files: 'Una escena puede contener como máximo {{max}} imágenes.',
  file_too_large: 'La imagen supera los {{max}} MB.',
  not_an_image: 'No es una imagen PNG, JPEG, WebP o GIF del tipo que indica.',
}
