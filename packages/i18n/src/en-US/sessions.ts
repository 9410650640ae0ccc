/** Texts of the profile's sessions section: where one is signed in, and signing out there. */
export const sessions = {
  title: 'Sessions',
  intro:
    'Where you are signed in. Sign out of a device you no longer use or do not recognise. Sessions also end by themselves after a while without use.',
  this_device: 'This device',
  device: '{{browser}} on {{system}}',
  unknown_browser: 'Unknown browser',
  unknown_system: 'an unknown system',
  times: 'Signed in {{signed_in}} · last active {{last_seen}}',
  address: 'IP address {{address}}',
  unknown_address: 'IP address unknown',
  sign_out: 'Sign out',
  sign_out_label: 'Sign out {{device}}, last active {{when}}',
  sign_out_others: 'Sign out everywhere else',
  confirm_title: 'Sign out everywhere else?',
  confirm_text:
    'Every other browser and device signed in to your account is signed out at once. You stay signed in here.',
  cancel: 'Cancel',
  close: 'Close',
  signed_out: 'That session has been signed out.',
  signed_out_others_one: '{{count}} other session has been signed out.',
  signed_out_others_other: '{{count}} other sessions have been signed out.',
  only_this: 'You are not signed in anywhere else.',
  load_failed: 'Your sessions could not be loaded.',
  failed: 'That did not work. Please try again.',
}
