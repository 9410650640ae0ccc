import { CONFIG_DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contracts/locales'
import type { TextVars } from '@portal/i18n/text-keys'
import { eq } from 'drizzle-orm'
import type { Database } from './db.ts'
import { users } from './identity.tables.ts'
import type { Mailer, MailTemplate } from './mail.ts'

/**
 * Mails a user in their own language (an answer to their request, say); `vars` may depend on that
 * language, as links do. A deactivated or deleted user gets nothing.
 */
export async function mailUser(
  deps: { db: Database; mailer: Mailer },
  userId: string,
  template: MailTemplate,
  vars: (locale: Locale) => TextVars,
) {
  const [user] = await deps.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.isActive) return null
  const locale = isLocale(user.locale) ? user.locale : CONFIG_DEFAULT_LOCALE
  return deps.mailer.send({
    to: user.email,
    locale,
    template,
    name: `${user.firstName} ${user.lastName}`.trim(),
    vars: vars(locale),
  })
}
