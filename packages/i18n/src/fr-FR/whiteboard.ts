import type { whiteboard as english, whiteboardMessages as englishMessages } from '../en-US/whiteboard.ts'
import type { Messages } from '../messages.ts'

/** Tableau blanc : la liste des scènes et la page de dessin. */
export const whiteboard: Messages<typeof english> = {
  title: 'Tableau blanc',
  scenes_title: 'Scènes',
  intro:
    'Dessinez, esquissez et planifiez ensemble. Les scènes s’enregistrent au fil du dessin ; sur les scènes partagées, on peut dessiner à plusieurs en direct.',
  new_scene: 'Nouvelle scène',
  new_scene_title: 'Nom de la nouvelle scène',
  search: 'Rechercher des scènes',
  filter: 'Afficher',
  filters: { all: 'Toutes les scènes', mine: 'Mes scènes', shared: 'Partagées avec moi' },
  empty: 'Aucune scène pour le moment. Commencez-en une avec « Nouvelle scène ».',
  empty_filtered: 'Aucune scène ne correspond.',
  open: 'Ouvrir',
  open_label: 'Ouvrir « {{title}} »',
  no_thumbnail: 'Pas encore d’aperçu',
  by: 'par {{name}}',
  updated: 'Modifiée le {{date}}',
  elements_one: '{{count}} élément',
  elements_many: '{{count}} éléments',
  elements_other: '{{count}} éléments',
  sharing: {
    label: 'Partagée avec l’entreprise',
    private: 'Moi uniquement',
    view: 'Tout le monde peut regarder',
    edit: 'Tout le monde peut dessiner',
  },
  sharing_badge: { private: 'Privée', view: 'Partagée en lecture', edit: 'Partagée en dessin' },
  actions: 'Actions pour « {{title}} »',
  rename: 'Renommer',
  rename_title: 'Renommer la scène',
  share: 'Partager',
  share_title: 'Partager « {{title}} »',
  duplicate: 'Dupliquer',
  delete: 'Supprimer',
  delete_confirm: 'Supprimer « {{title}} » ? Vous pourrez annuler pendant {{days}} jours.',
  deleted: '« {{title}} » a été supprimée.',
  undo: 'Annuler',
  restored: '« {{title}} » est de retour.',
  duplicated: 'Une copie a été créée : « {{title}} ».',
  saved_settings: 'Enregistré.',
  failed: 'L’opération a échoué. Veuillez réessayer.',
  name: 'Nom',
  save: 'Enregistrer',
  cancel: 'Annuler',
  switch_scene: 'Scène',
  all_scenes: 'Toutes les scènes',
  status: {
    saved: 'Toutes les modifications sont enregistrées',
    saving: 'Enregistrement…',
    unsaved: 'Modifications pas encore enregistrées',
    offline:
      'Non enregistré : le portail est injoignable. Votre dessin est conservé dans cet onglet et sera enregistré au retour de la connexion.',
    failed: 'Non enregistré : {{reason}}',
    view_only: 'Vous pouvez regarder cette scène ; son propriétaire n’a pas autorisé le dessin.',
  },
  collaborators: 'Également présents',
  collaborators_none: 'Vous uniquement',
  loading: 'Chargement du tableau blanc…',
  image_refused: 'L’image n’a pas pu être ajoutée : {{reason}}',
  gone: 'Cette scène a été supprimée ou n’est plus partagée avec vous.',
}

/** Messages du tableau blanc envoyés par l’API. */
export const whiteboardMessages: Messages<typeof englishMessages> = {
  untitled: 'Scène sans titre',
  copy_of: 'Copie de {{title}}',
  view_only: 'Vous pouvez regarder cette scène, mais pas y dessiner.',
  owner_only: 'Seul le propriétaire de la scène peut effectuer cette action.',
  too_many_elements:
    'Une scène peut contenir au plus {{max}} éléments. Répartissez le dessin sur plusieurs scènes.',
  too_many_files: 'Une scène peut contenir au plus {{max}} images.',
  file_too_large: 'L’image dépasse {{max}} Mo.',
  not_an_image: 'Ce n’est pas une image PNG, JPEG, WebP ou GIF du type annoncé.',
}
