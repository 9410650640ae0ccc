/** Texts of a member set (a team, a group), shared by both screens. */
export const memberSets = {
  name: 'Name',
  description: 'Description',
  members: 'Members',
}
