/**
 * Texts that read the same in European Portuguese as in English, on purpose: words Portuguese business
 * language uses as they are (Coaching, Online, Hub, Check-in, E-mail, Total, Token, Webhook), the spec's own 404 message
 * (SPEC §2), and file formats. `translated.test.ts` fails on any other text equal to the English one.
 */
export const sameAsEnglish: readonly string[] = [
  'web.nav.coaching',
  'web.login.email',
  'web.profile.email',
  'web.pages.coaching',
  'web.not_found.message',
  'web.ppm.effects.total',
  'web.trends.tabs.hubs',
  'web.trends.hub',
  'web.market_intelligence.total',
  'web.okr.drawer.tabs.check_ins',
  'web.self_service.reset.email',
  'web.users.email',
  'web.users.export_xlsx',
  'web.users.export_csv',
  'web.users.columns.email',
  'web.users.sorts.email',
  'web.users.sorts.email_desc',
  'web.notifications.home.kinds.check_in',
  'web.support.kilobytes',
  'web.coaching.coach',
  'web.coaching.coach_name',
  'web.coaching.formats.online',
  'web.activation.email',
  'web.directory.map_email',
  'web.directory.import.email',
  'web.users.audit.token',
  'web.users.audit.token_refused',
  'web.webhooks.title',
  'web.webhooks.duration_ms',
  'web.okr.measures.marker',
]
