/** Texts of the groups tab of the users administration. */
export const groups = {
  intro: 'Groups of your company. Services can be opened to some groups only.',
  search: 'Search groups',
  new: 'New group',
  edit: 'Edit group {{name}}',
  member_count_one: '{{count}} member',
  member_count_other: '{{count}} members',
  empty: 'No groups match.',
  save: 'Save',
  saved: 'The group has been saved.',
  created: 'The group has been created.',
  failed: 'The group could not be saved.',
  delete: 'Delete group',
  delete_confirm: 'Delete the group {{name}}? Its members stay in the company.',
  deleted: 'The group has been deleted.',
}
