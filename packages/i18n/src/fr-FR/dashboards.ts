import type { dashboards as en } from '../en-US/dashboards.ts'
import type { Messages } from '../messages.ts'

export const dashboards: Messages<typeof en> = {
  intro:
    'Vos cartes, organisées selon votre façon de travailler. Choisissez Personnaliser pour en ajouter, les déplacer, les redimensionner ou les retirer.',
  customize: 'Personnaliser',
  save: 'Enregistrer le tableau de bord',
  cancel: 'Annuler',
  saved: 'Votre tableau de bord a été enregistré.',
  failed: 'Votre tableau de bord n’a pas pu être enregistré.',
  add_card: 'Ajouter une carte',
  no_more_cards: 'Toutes les cartes figurent déjà sur votre tableau de bord.',
  empty: 'Votre tableau de bord ne contient aucune carte. Choisissez Personnaliser, puis Ajouter une carte.',
  move: 'Déplacer {{title}}',
  remove: 'Retirer {{title}}',
  width: 'Largeur de {{title}}',
  widths: { '1': 'Petite', '2': 'Moyenne', '3': 'Grande' },
  open_full: 'Ouvrir {{title}} sur sa propre page',
  back: 'Retour au tableau de bord',
  card_failed: 'Cette carte n’a pas pu être chargée.',
  drag: {
    instructions:
      'Pour déplacer une carte, appuyez sur Espace ou Entrée sur sa poignée, déplacez-la avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour la déposer. Échap annule.',
    picked: 'Carte {{title}} saisie.',
    over: 'La carte {{title}} est maintenant en position {{position}}.',
    dropped: 'Carte {{title}} déposée en position {{position}}.',
    cancelled: 'Déplacement de la carte {{title}} annulé.',
  },
  cards: {
    notifications: { title: 'Notifications' },
    trend_radar: { title: 'Radar des tendances' },
    latest_signals: { title: 'Derniers signaux de marché' },
    quick_links: {
      title: 'Liens rapides',
      empty: 'Aucun lien pour le moment.',
      edit: 'Modifier les liens',
      label: 'Libellé',
      label_hint: 'Vide : le nom de la page elle-même',
      href: 'Adresse',
      href_hint: 'Un chemin du portail comme /client/okr, ou une adresse https',
      href_invalid: 'Indiquez un chemin du portail commençant par / ou une adresse commençant par https://',
      add: 'Ajouter un lien',
      remove: 'Retirer le lien',
      done: 'Terminé',
      external: '(ouvre un autre site)',
    },
    my_services: {
      title: 'Mes services',
      favourites: 'Favoris',
      recent: 'Utilisés récemment',
      empty: 'Aucun favori pour le moment, et rien d’ouvert récemment.',
      catalogue: 'Parcourir le catalogue',
    },
    my_teams: {
      title: 'Mes équipes',
      empty: 'Vous ne faites encore partie d’aucune équipe.',
      lead: 'Responsable : {{name}}',
      members_one: '{{count}} membre',
      members_many: '{{count}} membres',
      members_other: '{{count}} membres',
    },
  },
}
