/** Texts of the auto-assign rule screens. */
export const autoAssign = {
  intro:
    'People whose e-mail address is at one of these domains join your company and the rule’s groups when they register, each time they sign in with single sign-on and whenever the directory import adds or updates them — once the portal’s administration has approved the domain. Rules only add: changing or deleting one removes nobody.',
  search: 'Search domains',
  new: 'New rule',
  domain: 'E-mail domain',
  domain_hint:
    'For example acme.example: exactly this domain, without subdomains. Public mail providers are not possible.',
  groups: 'Groups',
  groups_hint: 'New people join these groups of the company.',
  groups_placeholder: 'Choose groups',
  no_groups: 'No groups',
  is_company_admin: 'Make them company admins',
  is_company_admin_hint: 'Everyone who can receive mail at this domain gets to manage the company.',
  is_active: 'Active',
  is_active_hint:
    'A paused rule assigns nobody and closes registration at the domain. Single sign-on and the directory import still add people to your company, without the rule’s groups.',
  status: 'Status',
  active: 'Active',
  paused: 'Paused',
  company_admin: 'Company admin',
  yes: 'Yes',
  no: 'No',
  empty: 'No rules match.',
  save: 'Save',
  saved: 'The rule has been saved.',
  created: 'The rule has been created.',
  failed: 'The rule could not be saved.',
  delete: 'Delete rule',
  delete_confirm: 'Delete the rule for {{domain}}? People who joined through it stay in the company.',
  deleted: 'The rule has been deleted.',
  approval: 'Approval',
  statuses: {
    pending: 'Awaiting approval',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  status_notes: {
    pending:
      'The portal’s administration has not approved this domain for your company yet. Until then the rule assigns nobody and registration at the domain stays closed.',
    rejected:
      'The portal’s administration has rejected this domain for your company. The rule assigns nobody. Saving it again asks once more.',
  },
  request_hint: 'A new domain needs the approval of the portal’s administration before it assigns anyone.',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'The domain has been approved for {{company}}.',
  rejected: 'The request for {{domain}} has been rejected.',
  review_failed: 'The decision could not be saved.',
  requests: 'Requests awaiting approval',
  requests_intro:
    'Domains that company admins have asked for, in every company. Approve only what the company owns.',
  requests_empty: 'No requests are waiting.',
  company: 'Company',
  requested: 'Requested',
}
