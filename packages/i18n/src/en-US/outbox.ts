/** Texts of the outbox tab: the mails the portal sent or keeps for admins to pass on. */
export const outbox = {
  intro:
    'Every e-mail the portal sends. Without a mail server the mails stay here: pass them on to the recipients.',
  search: 'Search by recipient or subject',
  status: 'Status',
  all: 'All',
  statuses: { stored: 'Kept here', sent: 'Sent', failed: 'Failed' },
  when: 'When',
  recipient: 'To',
  subject: 'Subject',
  template: 'Kind',
  templates: { invitation: 'Invitation', password_reset: 'Password reset' },
  show: 'Read',
  show_label: 'Read the mail to {{recipient}}',
  no_body: 'The text of a delivered mail is not kept: it may carry a single-use link.',
  error: 'Error: {{error}}',
  empty: 'No mails.',
}
