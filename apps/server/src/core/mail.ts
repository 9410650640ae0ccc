import type { Locale } from '@portal/contracts/locales'
import type { TextVars } from '@portal/i18n/text-keys'
import { textsFor } from '@portal/i18n/texts'
import { eq } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { Config } from './config.ts'
import type { Database } from './db.ts'
import { mailOutbox } from './mail.tables.ts'

/** The mails the portal sends; each has `mail.<template>.subject` and `.body` in the catalogues. */
export type MailTemplate =
  | 'password_reset'
  | 'invitation'
  | 'email_verification'
  | 'account_exists'
  | 'support_ticket'
  | 'support_answer'
  | 'coaching_answer'
  | 'notification'

export interface MailMessage {
  to: string
  /** The recipient's language. */
  locale: Locale
  template: MailTemplate
  /** The recipient's name for the greeting; the e-mail address when empty. */
  name: string
  /** The mail's {{placeholders}}; `count` picks the form of a counted text (the hours a link works). */
  vars: TextVars
}

export type MailStatus = 'stored' | 'sent' | 'failed'

/**
 * Sends mail over SMTP (`SMTP_URL`) and records every mail in the outbox; without SMTP the outbox is the
 * delivery, read by admins in the portal. A failed delivery is recorded, never thrown: the request that
 * caused the mail has done its work.
 */
export class Mailer {
  /** The SMTP transport, made with the first delivery (nodemailer is not loaded at start-up). */
  private transporter: Promise<Transporter> | null = null
  /** Deliveries started by `post()` that have not finished; `close()` waits for them. */
  private readonly pending = new Set<Promise<unknown>>()

  constructor(
    private readonly db: Database,
    private readonly config: Config['mail'],
    private readonly log: { error(details: object, message: string): void },
  ) {}

  private get transport(): Promise<Transporter> | null {
    const url = this.config.smtpUrl
    if (!url) return null
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    )
    return this.transporter
  }

  /** Records the mail and delivers it; answers how it went. */
  async send(message: MailMessage): Promise<MailStatus> {
    const delivery = await this.record(message)
    return delivery ? delivery() : 'stored'
  }

  /**
   * Records the mail and leaves the SMTP delivery running after the answer: the time a request takes
   * must not tell whether it sent a mail (account enumeration). Without SMTP the mail is in the outbox
   * when this returns.
   */
  async post(message: MailMessage): Promise<void> {
    const delivery = await this.record(message)
    if (!delivery) return
    const running = delivery().catch((error) => this.log.error({ err: error }, 'mail delivery failed'))
    this.pending.add(running)
    void running.finally(() => this.pending.delete(running))
  }

  private async record(message: MailMessage) {
    const { subject, text, html } = render(message)
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        recipient: message.to,
        subject,
        body: text,
        template: message.template,
        locale: message.locale,
        status: this.config.smtpUrl ? 'failed' : 'stored',
      })
      .returning({ id: mailOutbox.id })
    const transport = this.transport
    if (!transport) return null
    return () => this.deliver(transport, row!.id, message, { subject, text, html })
  }

  private async deliver(
    transport: Promise<Transporter>,
    id: string,
    message: MailMessage,
    { subject, text, html }: { subject: string; text: string; html: string },
  ): Promise<MailStatus> {
    try {
      await (await transport).sendMail({ from: this.config.from, to: message.to, subject, text, html })
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', body: null, sentAt: new Date() })
        .where(eq(mailOutbox.id, id))
      return 'sent'
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.log.error({ err: error, template: message.template }, 'mail delivery failed')
      await this.db
        .update(mailOutbox)
        .set({ error: reason.slice(0, 1000) })
        .where(eq(mailOutbox.id, id))
      return 'failed'
    }
  }

  async close() {
    await Promise.allSettled(this.pending)
    await this.transporter?.then(
      (transport) => transport.close(),
      () => {},
    )
  }
}

/** Subject, plain text and a simple HTML version of a mail, in the recipient's language. */
export function render({ locale, template, name, to, vars }: MailMessage) {
  const t = textsFor(locale)
  const subject = t(`mail.${template}.subject`, vars)
  const paragraphs = [
    t('mail.greeting', { name: name || to }),
    ...t(`mail.${template}.body`, vars).split('\n\n'),
    t('mail.signature'),
  ]
  const html = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`)
    .join('\n')
  return { subject, text: paragraphs.join('\n\n'), html }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
