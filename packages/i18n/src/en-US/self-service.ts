/** Texts of registration, e-mail confirmation and password reset (the sign-in page's links too). */
export const selfService = {
  login: {
    forgot_password: 'Forgot password?',
    register: 'No account yet? Register',
    verified: 'Your e-mail address is confirmed. Sign in to continue.',
    password_set: 'Your new password is set. Sign in with it.',
  },
  register: {
    intro:
      'Create an account with your work e-mail address. Registration is open where your company allows it.',
    email: 'Work e-mail',
    first_name: 'First name',
    last_name: 'Last name',
    submit: 'Register',
    failed: 'The registration could not be sent. Please try again.',
    done_title: 'Check your mailbox',
    done: 'We have sent a mail to {{email}}. Follow its link within 48 hours to confirm your address, then sign in.',
    have_account: 'Already registered? Sign in',
  },
  reset: {
    intro: 'Enter the e-mail address of your account and we will mail you a link to choose a new password.',
    email: 'E-mail',
    submit: 'Send link',
    failed: 'The request could not be sent. Please try again.',
    done_title: 'Check your mailbox',
    done: 'If an account has the address {{email}}, a link is on its way. It works once, within an hour.',
    back: 'Back to sign-in',
    choose_title: 'Choose a new password',
    choose_intro: 'Choose the password you will sign in with. Signing in elsewhere ends with this change.',
    save: 'Save password',
    request_new: 'Request a new link',
  },
  password: {
    new: 'New password',
    password: 'Password',
    confirm: 'Repeat the password',
    hint_one:
      'At least {{count}} character, not a common password and not your name or e-mail. A long passphrase is strongest.',
    hint_other:
      'At least {{count}} characters, not a common password and not your name or e-mail. A long passphrase is strongest.',
    too_short_one: 'At least {{count}} character.',
    too_short_other: 'At least {{count}} characters.',
    mismatch: 'The passwords do not match.',
    strength: 'Password strength: {{level}}',
    levels: { weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
  },
  verify: {
    title: 'Confirm your e-mail address',
    working: 'Confirming your e-mail address…',
    failed_title: 'This link does not work',
    missing: 'The link is incomplete. Open it again from the mail.',
    sign_in: 'Go to sign-in',
    register_again: 'Register again',
  },
}
