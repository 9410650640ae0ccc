import type { selfService as en } from '../en-US/self-service.ts'
import type { Messages } from '../messages.ts'

export const selfService: Messages<typeof en> = {
  login: {
    forgot_password: 'Mot de passe oublié ?',
    register: 'Pas encore de compte ? Inscrivez-vous',
    verified: 'Votre adresse e-mail est confirmée. Connectez-vous pour continuer.',
    password_set: 'Votre nouveau mot de passe est défini. Connectez-vous avec celui-ci.',
  },
  register: {
    intro:
      'Créez un compte avec votre adresse e-mail professionnelle. L’inscription est ouverte là où votre entreprise l’autorise.',
    email: 'E-mail professionnel',
    first_name: 'Prénom',
    last_name: 'Nom',
    submit: 'S’inscrire',
    failed: 'L’inscription n’a pas pu être envoyée. Veuillez réessayer.',
    done_title: 'Consultez votre messagerie',
    done: 'Nous avons envoyé un e-mail à {{email}}. Suivez son lien dans les 48 heures pour confirmer votre adresse, puis connectez-vous.',
    have_account: 'Déjà inscrit ? Connectez-vous',
  },
  reset: {
    intro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail',
    submit: 'Envoyer le lien',
    failed: 'La demande n’a pas pu être envoyée. Veuillez réessayer.',
    done_title: 'Consultez votre messagerie',
    done: 'Si un compte utilise l’adresse {{email}}, un lien est en route. Il ne fonctionne qu’une fois, dans l’heure.',
    back: 'Retour à la connexion',
    choose_title: 'Choisissez un nouveau mot de passe',
    choose_intro:
      'Choisissez le mot de passe avec lequel vous vous connecterez. Ce changement met fin à vos connexions ailleurs.',
    save: 'Enregistrer le mot de passe',
    request_new: 'Demander un nouveau lien',
  },
  password: {
    new: 'Nouveau mot de passe',
    password: 'Mot de passe',
    confirm: 'Confirmez le mot de passe',
    hint_one:
      'Au moins {{count}} caractère, pas un mot de passe courant, ni votre nom ni votre adresse e-mail. Une longue phrase de passe est la plus sûre.',
    hint_many:
      'Au moins {{count}} caractères, pas un mot de passe courant, ni votre nom ni votre adresse e-mail. Une longue phrase de passe est la plus sûre.',
    hint_other:
      'Au moins {{count}} caractères, pas un mot de passe courant, ni votre nom ni votre adresse e-mail. Une longue phrase de passe est la plus sûre.',
    too_short_one: 'Au moins {{count}} caractère.',
    too_short_many: 'Au moins {{count}} caractères.',
    too_short_other: 'Au moins {{count}} caractères.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    strength: 'Robustesse du mot de passe : {{level}}',
    levels: { weak: 'faible', fair: 'moyenne', good: 'bonne', strong: 'élevée' },
  },
  verify: {
    title: 'Confirmez votre adresse e-mail',
    working: 'Confirmation de votre adresse e-mail…',
    failed_title: 'Ce lien ne fonctionne pas',
    missing: 'Le lien est incomplet. Ouvrez-le de nouveau depuis l’e-mail.',
    sign_in: 'Aller à la connexion',
    register_again: 'S’inscrire de nouveau',
  },
}
