/**
 * The Spanish texts that are the same as the English ones on purpose: language names written in their own
 * language, words Spanish shares with English ("Total", "Visible", "Error", "No", "Coaching", "L0 Idea"),
 * file formats, units, the loanwords "chat" and "webhook", and texts made only of placeholders and signs.
 */
export const sameAsEnglish: readonly string[] = [
  'api.titles.error',
  'web.nav.coaching',
  'web.pages.coaching',
  'web.ppm.gates.l0',
  'web.ppm.effects.total',
  'web.market_intelligence.total',
  'web.okr.values.no',
  'web.auto_assign.no',
  'web.users.export_xlsx',
  'web.users.export_csv',
  'web.outbox.error',
  'web.services.visibilities.visible',
  'web.feature_flags.states.visible',
  'web.support.kilobytes',
  'web.ai.sessions',
  'web.webhooks.title',
  'web.webhooks.duration_ms',
  'web.okr.measures.marker',
]
