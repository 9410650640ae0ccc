import type { fields as en } from '../en-US/fields.ts'
import type { Messages } from '../messages.ts'

/** Messages de champ : l’API les envoie dans les `errors` de problem+json ; le web affiche les mêmes avant l’envoi. */
export const fields: Messages<typeof en> = {
  required: 'Ce champ est obligatoire.',
  too_short_one: 'Doit contenir au moins {{count}} caractère.',
  too_short_many: 'Doit contenir au moins {{count}} caractères.',
  too_short_other: 'Doit contenir au moins {{count}} caractères.',
  too_long_one: 'Doit contenir au plus {{count}} caractère.',
  too_long_many: 'Doit contenir au plus {{count}} caractères.',
  too_long_other: 'Doit contenir au plus {{count}} caractères.',
  too_small_number: 'Doit être au moins égal à {{minimum}}.',
  too_big_number: 'Doit être au plus égal à {{maximum}}.',
  greater_than: 'Doit être supérieur à {{minimum}}.',
  less_than: 'Doit être inférieur à {{maximum}}.',
  too_few_entries_one: 'Au moins {{count}} entrée.',
  too_few_entries_many: 'Au moins {{count}} entrées.',
  too_few_entries_other: 'Au moins {{count}} entrées.',
  too_many_entries_one: 'Au plus {{count}} entrée.',
  too_many_entries_many: 'Au plus {{count}} entrées.',
  too_many_entries_other: 'Au plus {{count}} entrées.',
  invalid_type: 'Valeur attendue : {{expected}}.',
  invalid_value: 'Doit être l’une des valeurs suivantes : {{options}}.',
  unknown_field: 'Ce champ n’est pas autorisé.',
  wrong_password: 'Le mot de passe actuel est incorrect.',
  invalid: 'Cette valeur n’est pas valide.',
  not_member: 'Seuls les membres de l’entreprise peuvent être choisis.',
  duplicate: 'Cette valeur est déjà utilisée.',
  children: 'Choisissez détacher, déplacer ou supprimer.',
  children_move_or_delete: 'Les tâches ont besoin d’un projet : choisissez déplacer ou supprimer.',
  ppm_business_case: 'Rédigez d’abord le business case : il est requis à partir du jalon L2.',
  ppm_planned_effects: 'Planifiez d’abord les effets : ils sont requis à partir du jalon L2.',
  ppm_last_gate: 'L5 est le dernier jalon.',
  ppm_pending: 'Une demande attend déjà une décision.',
  ppm_return_gate: 'Choisissez un jalon antérieur au jalon actuel.',
  unknown_microtrend: 'Cette tendance n’existe pas dans la bibliothèque.',
  trend_not_in_hub: 'Cette tendance ne figure pas dans le hub ; ajoutez-la d’abord.',
  unknown_trend_link: 'L’un de ces éléments ne figure pas dans la bibliothèque de tendances.',
  import_content:
    'Le fichier n’a pas pu être lu : envoyez un tableau JSON de tendances, ou un CSV dont la ligne d’en-tête contient external_id.',
  okr_cycle: 'Un objectif ne peut pas être aligné sur lui-même ni sur l’un des objectifs alignés sous lui.',
  not_in_company: 'Introuvable dans cette entreprise.',
  import_key_required:
    'Indiquez un external_id ou une url pour la ligne : les imports reconnaissent les signaux ainsi.',
  import_duplicate_row: 'La même clé figure déjà à la ligne {{row}} de ce fichier.',
  unknown_competitor: 'Il n’existe aucun concurrent « {{name}} » dans cette entreprise ; ajoutez-le d’abord.',
  import_signal_content:
    'Le fichier n’a pas pu être lu : envoyez un tableau JSON de signaux, ou un CSV dont la ligne d’en-tête contient title.',
  equals_start: 'La cible doit être différente de la valeur de départ.',
  currency_code: 'Indiquez un code de devise à trois lettres, par exemple EUR.',
  yes_no: 'Doit valoir 0 (non) ou 1 (oui).',
  period: 'Indiquez un trimestre, par exemple 2026-Q4, ou une année, par exemple 2026.',
  period_end: 'La fin ne doit pas précéder le début.',
  end_date: 'La fin ne doit pas précéder le début.',
  move_to: 'Indiquez l’élément de destination, et uniquement avec children=move.',
  move_to_self: 'Choisissez un autre élément que celui qui est supprimé.',
  empty_patch: 'Envoyez au moins un champ.',
  milestones: 'Ajoutez au moins une étape.',
  unknown_milestone: 'Ce n’est pas une étape de ce résultat clé.',
  file_required: 'Choisissez un fichier à téléverser.',
  too_many_files_one: '{{count}} fichier au maximum.',
  too_many_files_many: '{{count}} fichiers au maximum.',
  too_many_files_other: '{{count}} fichiers au maximum.',
  href: 'Saisissez un chemin du portail, comme /client/okr, ou une adresse https complète.',
  file_too_large: '{{name}} dépasse {{megabytes}} Mo.',
  file_empty: '{{name}} est vide.',
  file_type:
    '{{name}} n’est pas un fichier autorisé ({{types}}), ou son contenu ne correspond pas à son nom.',
  offer_unavailable: 'Cette offre de coaching n’est pas disponible.',
  past_date: 'Choisissez des dates à partir d’aujourd’hui.',
  activation_code:
    'Ce code n’est pas valide : il a peut-être été mal saisi, déjà utilisé, révoqué ou il a expiré.',
  code_other_email: 'Ce code a été émis pour une autre adresse e-mail.',
  account_inactive: 'Ce compte est désactivé. Veuillez contacter votre administrateur.',
  current_password_needed:
    'Un compte existe avec cette adresse e-mail : saisissez son mot de passe actuel pour rejoindre l’entreprise.',
  account_exists:
    'Un compte existe avec cette adresse e-mail. Connectez-vous, ou demandez un code émis pour cette adresse.',
  json_body: 'Le corps doit être un JSON valide, sans champs nommés __proto__ ou constructor.prototype.',
  json_too_deep: 'Le corps imbrique ses valeurs sur plus de {{max}} niveaux.',
  control_character:
    'Supprimez le caractère de contrôle invisible (par exemple un octet NUL) de ce texte : il ne peut pas être enregistré.',
  multipart_body: 'Le formulaire n’a pas été envoyé en entier. Envoyez-le de nouveau.',
  portal_path: 'Saisissez un chemin du portail, comme /client/dashboard.',
  not_for_type: 'Laissez ce champ vide pour ce type.',
  url_not_https: 'Saisissez une adresse https complète.',
  url_credentials: 'Une adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
  url_private_host:
    'Saisissez l’adresse d’un site public : les adresses locales, privées et réservées ne sont pas autorisées.',
  url_own_portal: 'Une page de ce portail s’ouvre comme point d’accès interne : saisissez plutôt son chemin.',
  slug_reserved: 'Ce nom est réservé ou ressemble à un identifiant ; choisissez-en un autre.',
  unknown_service: 'Aucun service ne porte ce nom.',
  start_page_type:
    'Le service ne s’ouvre pas de cette façon ; choisissez un service du type de la page d’accueil.',
  group_not_in_company: 'Seuls les groupes de cette entreprise peuvent être choisis.',
  builtin_fixed: 'Un service intégré garde son nom et n’a pas de point d’accès.',
  email_taken: 'Un compte existe déjà avec cette adresse e-mail.',
  duplicate_in_file: 'Cette adresse e-mail figure aussi à la ligne {{row}}.',
  own_company_only: 'Seule votre propre entreprise peut être choisie.',
  unknown_company: 'Aucune entreprise ne porte ce nom.',
  unknown_group: 'Il n’existe pas de groupe « {{name}} » dans cette entreprise.',
  needs_company: 'Un administrateur d’entreprise doit appartenir à une entreprise.',
  group_company: 'Les groupes doivent appartenir à l’une des entreprises de la personne.',
  invalid_email: 'Saisissez une adresse e-mail valide.',
  password_personal:
    'Ce mot de passe est trop facile à deviner : il est construit à partir de votre nom ou de votre adresse e-mail.',
  password_common:
    'Ce mot de passe est trop facile à deviner : il figure sur des listes de mots de passe courants ou divulgués.',
  password_keyboard: 'Ce mot de passe est trop facile à deviner : il suit une rangée ou un motif du clavier.',
  password_repeat:
    'Ce mot de passe est trop facile à deviner : il répète des caractères ou des motifs, comme « aaa » ou « abcabc ».',
  password_sequence:
    'Ce mot de passe est trop facile à deviner : c’est une suite, comme « abc » ou « 1234 ».',
  password_dates: 'Ce mot de passe est trop facile à deviner : il est composé de dates ou d’années.',
  password_words:
    'Ce mot de passe est trop facile à deviner : les mots isolés et les noms courants sont essayés en premier.',
  password_weak: 'Ce mot de passe est trop facile à deviner.',
  password_tip_more_words:
    'Conseil : utilisez plusieurs mots peu courants, par exemple trois ou quatre reliés par des signes.',
  password_tip_l33t:
    'Conseil : les substitutions comme « @ » pour « a » sont aussi essayées et n’aident guère.',
  password_tip_reversed: 'Conseil : un mot écrit à l’envers n’est pas plus difficile à deviner.',
  password_tip_uppercase: 'Conseil : mettez quelques lettres en majuscule, mais pas toutes.',
  password_tip_capitalization: 'Conseil : mettez en majuscule d’autres lettres que la première.',
  password_tip_dates: 'Conseil : évitez les dates et les années, surtout celles qui vous concernent.',
  password_tip_sequences: 'Conseil : évitez les suites comme « abc » ou « 123 ».',
  password_tip_repeated: 'Conseil : évitez les mots et les caractères répétés.',
  password_tip_keyboard:
    'Conseil : un motif de clavier n’aide que s’il est long et change souvent de direction.',
  registration_closed:
    'L’inscription n’est pas ouverte pour ce domaine de messagerie. Demandez une invitation à l’administrateur de votre entreprise.',
  link_invalid: 'Ce lien n’est plus valide : il a déjà été utilisé ou il a expiré. Demandez-en un nouveau.',
  invalid_domain: 'Saisissez un domaine, par exemple example.com.',
  public_mail_domain:
    'Le domaine d’une messagerie publique ne peut pas faire entrer des personnes dans une entreprise.',
  domain_in_use:
    'Des personnes d’une autre entreprise utilisent ce domaine. Demandez aux administrateurs du portail de l’attribuer.',
  operator_domain:
    'Ce domaine appartient à l’exploitant du portail et ne peut pas faire entrer des personnes dans une entreprise.',
  always_in_portal:
    'Un avis de sécurité s’affiche toujours dans le portail : choisissez le portail, ou le portail et l’e-mail.',
  not_a_picture: 'Ce n’est pas une image PNG, JPEG ou WebP (les SVG ne sont pas acceptés).',
  picture_too_large: 'Une image peut peser au plus {{max}} Mo.',
  trend_picture_ref:
    'Envoyez l’image sous forme d’adresse data: d’un fichier PNG, JPEG ou WebP, ou l’adresse d’une des images de cette tendance.',
  too_many_pictures: 'Une tendance contient au plus {{max}} images.',
  color: 'Utilisez une couleur comme #00484D.',
  measures_metric: 'Seul un résultat clé numérique ou monétaire peut tirer sa valeur des mesures PPM.',
  measures_currency: 'La devise du résultat clé doit être celle du PPM.',
  value_from_measures:
    'Ce résultat clé tire sa valeur de ses mesures PPM : elle change avec leurs effets réalisés, pas à la main.',
  measures_metric_kept:
    'Ce résultat clé tire sa valeur de mesures PPM, que seul un résultat clé numérique ou monétaire peut suivre. Désactivez d’abord « Valeur issue des mesures PPM ».',
  measures_currency_kept:
    'Ce résultat clé tire sa valeur de mesures PPM dans la devise du PPM. Désactivez « Valeur issue des mesures PPM » pour lui donner une autre devise.',
}
