import type { Database } from './db.ts'
import { type ThreadKind, threadAttachments, threadMessages, threads } from './threads.tables.ts'
import type { ThreadFile } from './threads.ts'

export interface ThreadFactoryInput {
  kind: ThreadKind
  companyId: string
  authorId: string
  status?: string
  /** The thread, oldest first; the first is the request. `daysAgo` places a message in the past. */
  messages: { authorId: string; fromTeam?: boolean; body: string; daysAgo?: number; files?: ThreadFile[] }[]
}

const daysAgo = (days = 0) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/** A thread with its messages and files, as the API would have stored it; the module adds its row. */
export async function createThread(db: Database, input: ThreadFactoryInput) {
  const first = input.messages[0]
  const last = input.messages.at(-1)
  const status = input.status ?? 'open'
  const [thread] = await db
    .insert(threads)
    .values({
      kind: input.kind,
      companyId: input.companyId,
      authorId: input.authorId,
      status,
      createdAt: daysAgo(first?.daysAgo),
      lastMessageAt: daysAgo(last?.daysAgo),
      updatedAt: daysAgo(last?.daysAgo),
      closedAt: status === 'closed' ? daysAgo(last?.daysAgo) : null,
    })
    .returning()
  const attachments: { id: string }[] = []
  for (const message of input.messages) {
    const [row] = await db
      .insert(threadMessages)
      .values({
        threadId: thread!.id,
        companyId: input.companyId,
        authorId: message.authorId,
        fromTeam: message.fromTeam ?? false,
        body: message.body,
        createdAt: daysAgo(message.daysAgo),
      })
      .returning({ id: threadMessages.id })
    for (const [position, file] of (message.files ?? []).entries()) {
      const [attachment] = await db
        .insert(threadAttachments)
        .values({
          messageId: row!.id,
          position,
          companyId: input.companyId,
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
          content: file.content,
        })
        .returning({ id: threadAttachments.id })
      attachments.push(attachment!)
    }
  }
  return { thread: thread!, attachments }
}
