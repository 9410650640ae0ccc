/**
 * E-mails the portal sends, in the recipient's language. `body` is plain text; {{link}} becomes a link.
 * A body that names how long its link works is counted (`body_one`/`body_other`, `count` = hours).
 */
export const mail = {
  signature: 'Your Client Portal team',
  greeting: 'Hello {{name}},',
  password_reset: {
    subject: 'Reset your Client Portal password',
    body_one:
      'Someone asked to reset the password of your Client Portal account. If it was you, choose a new password here within {{count}} hour:\n\n{{link}}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    body_other:
      'Someone asked to reset the password of your Client Portal account. If it was you, choose a new password here within {{count}} hours:\n\n{{link}}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  },
  support_team: 'support team',
  support_ticket: {
    subject: '[Support] {{subject}} ({{company}})',
    body: '{{author}} ({{email}}) of {{company}} asks for help.\n\nCategory: {{category}}\nSubject: {{subject}}\n\n{{message}}\n\nAttachments: {{attachments}}\n\nAnswer in the portal: {{link}}',
  },
  support_answer: {
    subject: 'Answer to your support request: {{subject}}',
    body: 'The support team has answered your request "{{subject}}":\n\n{{answer}}\n\nRead the whole conversation and reply here:\n\n{{link}}',
  },
  notification: {
    subject: '{{title}}',
    body: '{{text}}\n\nOpen it in the portal:\n\n{{link}}\n\nYou receive this mail because of your notification settings; change them on your profile.',
  },
  coaching_answer: {
    subject: 'Answer to your coaching request: {{topic}}',
    body: 'The coaching team has answered your request "{{topic}}":\n\n{{answer}}\n\nRead the whole conversation and reply here:\n\n{{link}}',
  },
  invitation: {
    subject: 'Your Client Portal account is ready',
    body_one:
      'An account for {{email}} has been set up in the Client Portal. Choose your password here within {{count}} hour to sign in:\n\n{{link}}\n\nThe link works once.',
    body_other:
      'An account for {{email}} has been set up in the Client Portal. Choose your password here within {{count}} hours to sign in:\n\n{{link}}\n\nThe link works once.',
  },
  email_verification: {
    subject: 'Confirm your e-mail address for the Client Portal',
    body_one:
      'Thank you for registering with the Client Portal. Confirm your e-mail address here within {{count}} hour, then sign in:\n\n{{link}}\n\nThe link works once. If you did not register, ignore this mail: no account becomes usable without it.',
    body_other:
      'Thank you for registering with the Client Portal. Confirm your e-mail address here within {{count}} hours, then sign in:\n\n{{link}}\n\nThe link works once. If you did not register, ignore this mail: no account becomes usable without it.',
  },
  account_exists: {
    subject: 'You already have a Client Portal account',
    body: 'Someone tried to register with this address, but it already has an account in the Client Portal. Sign in here:\n\n{{login_link}}\n\nForgot your password? Choose a new one here:\n\n{{reset_link}}\n\nIf it was not you, ignore this mail: nothing has changed.',
  },
}
