import type { mail as en } from '../en-US/mail.ts'
import type { Messages } from '../messages.ts'

export const mail: Messages<typeof en> = {
  signature: 'L’équipe du Portail client',
  greeting: 'Bonjour {{name}},',
  password_reset: {
    subject: 'Réinitialisez votre mot de passe du Portail client',
    body_one:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte du Portail client. Si c’était vous, choisissez un nouveau mot de passe ici dans un délai de {{count}} heure :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    body_many:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte du Portail client. Si c’était vous, choisissez un nouveau mot de passe ici dans un délai de {{count}} heures :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    body_other:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte du Portail client. Si c’était vous, choisissez un nouveau mot de passe ici dans un délai de {{count}} heures :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  support_team: 'équipe de support',
  support_ticket: {
    subject: '[Support] {{subject}} ({{company}})',
    body: '{{author}} ({{email}}) de {{company}} demande de l’aide.\n\nCatégorie : {{category}}\nObjet : {{subject}}\n\n{{message}}\n\nPièces jointes : {{attachments}}\n\nRépondre dans le portail : {{link}}',
  },
  support_answer: {
    subject: 'Réponse à votre demande de support : {{subject}}',
    body: 'L’équipe de support a répondu à votre demande « {{subject}} » :\n\n{{answer}}\n\nLisez l’ensemble de l’échange et répondez ici :\n\n{{link}}',
  },
  notification: {
    subject: '{{title}}',
    body: '{{text}}\n\nOuvrez-la dans le portail :\n\n{{link}}\n\nVous recevez cet e-mail en raison de vos paramètres de notification ; vous pouvez les modifier dans votre profil.',
  },
  coaching_answer: {
    subject: 'Réponse à votre demande de coaching : {{topic}}',
    body: 'L’équipe de coaching a répondu à votre demande « {{topic}} » :\n\n{{answer}}\n\nLisez l’ensemble de l’échange et répondez ici :\n\n{{link}}',
  },
  invitation: {
    subject: 'Votre compte du Portail client est prêt',
    body_one:
      'Un compte a été créé pour {{email}} dans le Portail client. Choisissez votre mot de passe ici dans un délai de {{count}} heure pour vous connecter :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois.',
    body_many:
      'Un compte a été créé pour {{email}} dans le Portail client. Choisissez votre mot de passe ici dans un délai de {{count}} heures pour vous connecter :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois.',
    body_other:
      'Un compte a été créé pour {{email}} dans le Portail client. Choisissez votre mot de passe ici dans un délai de {{count}} heures pour vous connecter :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois.',
  },
  email_verification: {
    subject: 'Confirmez votre adresse e-mail pour le Portail client',
    body_one:
      'Merci de vous être inscrit au Portail client. Confirmez votre adresse e-mail ici dans un délai de {{count}} heure, puis connectez-vous :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte ne devient utilisable sans cette confirmation.',
    body_many:
      'Merci de vous être inscrit au Portail client. Confirmez votre adresse e-mail ici dans un délai de {{count}} heures, puis connectez-vous :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte ne devient utilisable sans cette confirmation.',
    body_other:
      'Merci de vous être inscrit au Portail client. Confirmez votre adresse e-mail ici dans un délai de {{count}} heures, puis connectez-vous :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte ne devient utilisable sans cette confirmation.',
  },
  account_exists: {
    subject: 'Vous avez déjà un compte sur le Portail client',
    body: 'Quelqu’un a tenté de s’inscrire avec cette adresse, mais elle possède déjà un compte sur le Portail client. Connectez-vous ici :\n\n{{login_link}}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n\n{{reset_link}}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien n’a changé.',
  },
}
