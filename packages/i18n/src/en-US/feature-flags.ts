/** Texts of the per-company module settings and of a locked module's page. */
export const feature_flags = {
  title: 'Modules',
  intro:
    'What this company’s people see. A locked module shows with a lock and a note on how to get it; a hidden one does not show at all.',
  module: 'Module',
  visibility: 'Visibility',
  states: { visible: 'Visible', locked: 'Locked', hidden: 'Hidden' },
  ai: 'AI assistant',
  ai_states: { default: 'As configured', on: 'On', off: 'Off' },
  save: 'Save modules',
  saved: 'The modules have been saved.',
  failed: 'The modules could not be saved.',
  locked: 'Locked',
  hidden: 'Hidden for this company',
  locked_title: '{{module}} is not part of your company’s plan',
  locked_body: 'Ask your company admin or contact support to get access to {{module}}.',
  contact_support: 'Contact support',
}
