import { type Locale, localePath } from '@portal/contracts/locales'
import type { Ticket } from '@portal/contracts/support'
import { textsFor } from '@portal/i18n/texts'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import type { Mailer } from '../../core/mail.ts'
import type { Notifier } from '../../core/notifier.ts'
import type { Principal } from '../../core/principal.ts'
import type { Upload } from './support.uploads.ts'

export interface SupportMail {
  db: Database
  mailer: Mailer
  config: Pick<Config, 'publicUrl' | 'supportEmail'>
  /** Tells the requester of the team's answer (in the portal, by mail, as they chose). */
  notifier: Notifier
}

// The support team reads its mail in English; requesters read answers in their own language.
const SUPPORT_LOCALE: Locale = 'en-US'

const ticketLink = (config: SupportMail['config'], locale: Locale, id: string) => {
  const link = new URL(localePath(locale, '/client/support'), config.publicUrl)
  link.searchParams.set('ticket', id)
  return link.toString()
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** A new request, mailed to the support address with everything needed to pick it up. */
export async function sendTicketMail(deps: SupportMail, ticket: Ticket, author: Principal, files: Upload[]) {
  const locale = SUPPORT_LOCALE
  const t = textsFor(locale)
  await deps.mailer.send({
    to: deps.config.supportEmail,
    locale,
    template: 'support_ticket',
    name: t('mail.support_team'),
    vars: {
      subject: ticket.subject,
      company: ticket.company.name,
      author: nameOf(author) || author.email,
      email: author.email,
      category: t(`web.support.categories.${ticket.category}`),
      message: ticket.messages[0]?.body ?? '',
      attachments: files.map((file) => file.filename).join(', ') || '–',
      link: ticketLink(deps.config, locale, ticket.id),
    },
  })
}
