/** Texts of the people picker, shared by every form that chooses colleagues. */
export const people = {
  search_hint: 'Type to search by name or e-mail',
  nothing_found: 'Nobody found',
  unnamed: '(no name)',
}
