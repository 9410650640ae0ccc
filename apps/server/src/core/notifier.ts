import type { NotificationKind } from '@portal/contracts/notifications'
import type { WebhookEventType, WebhookPayload } from '@portal/contracts/webhooks'
import type { LocalizedText } from '@portal/i18n/localized-text'
import type { MailTemplate } from './mail.ts'

/**
 * Something that happened to some users, as a module reports it. The notifications module decides per
 * recipient, by their preferences, whether it shows in the portal, goes by e-mail, both or neither, and
 * pushes it live. Modules depend on this interface only; app.ts hands them the implementation.
 */
export interface NotificationEvent {
  kind: NotificationKind
  /** User ids; the one who caused it is left out (nobody is notified of their own doing). */
  recipients: readonly string[]
  /** Who caused it (shown with the notification), or null for the system. */
  actorId: string | null
  /** The company it happened in, or null (a security notice, an announcement to everyone). */
  companyId: string | null
  /**
   * Values the kind's title and text are written with: names and titles, never ids alone. A value kept
   * per locale (an announcement's title) is picked in each reader's language.
   */
  params: NotificationParams
  /** The portal path of what it is about, without a locale prefix. */
  link: string
  /** One notification per key: a repeated event (a daily sweep) adds nothing. */
  dedupeKey?: string
  /** The mail of a kind that has its own (a support answer quotes the answer); else a generic one. */
  mail?: { template: MailTemplate; vars: Record<string, string | number> }
}

/**
 * Something that happened in a company that notifies nobody but that the company's own systems may hear
 * of through its webhooks (a check-in, a gate decided, a report published): ids and the portal path only.
 */
export interface CompanyEvent {
  companyId: string
  type: Exclude<WebhookEventType, 'notification.created'>
  /** The portal path of what it is about, without a locale prefix. */
  link: string
  /** Ids (and such plain facts as a status) of what happened; never more than the company may read. */
  data: WebhookPayload['data']
}

export interface Notifier {
  publish(event: NotificationEvent): Promise<void>
  /** An event without recipients: for the company's webhooks (ADR 30). */
  record(event: CompanyEvent): Promise<void>
}

export type NotificationParams = Record<string, string | LocalizedText>
