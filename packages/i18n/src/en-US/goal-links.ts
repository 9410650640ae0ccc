/** Texts of the links from trends and signals to objectives and PPM measures. */
export const goalLinks = {
  what_we_do: 'What the company does about it',
  objectives: 'Objectives',
  measures: 'PPM measures',
  no_objectives: 'No objective linked yet.',
  no_measures: 'No measure linked yet.',
  gate: 'Gate L{{gate}}',
  unlink: 'Unlink {{title}}',
  link_objective: 'Link an objective',
  choose_objective: 'Choose an objective',
  link_measure: 'Link a measure',
  choose_measure: 'Choose a measure',
  link: 'Link',
}
