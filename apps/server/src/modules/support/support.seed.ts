import type { TicketCategory, TicketStatus } from '@portal/contracts/support'
import type { Database } from '../../core/db.ts'
import { supportAttachments, supportMessages, supportTickets } from './support.tables.ts'

export interface TicketFactoryInput {
  companyId: string
  authorId: string
  category?: TicketCategory
  subject: string
  status?: TicketStatus
  /** The thread, oldest first; the first is the request. `daysAgo` places it in the past. */
  messages: {
    authorId: string
    fromSupport?: boolean
    body: string
    daysAgo?: number
    files?: { filename: string; contentType: string; content: Buffer }[]
  }[]
}

const daysAgo = (days = 0) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/** A ticket with its thread and files, as the API would have stored it. */
export async function createTicket(db: Database, input: TicketFactoryInput) {
  const first = input.messages[0]
  const last = input.messages.at(-1)
  const status = input.status ?? 'open'
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      companyId: input.companyId,
      authorId: input.authorId,
      category: input.category ?? 'question',
      subject: input.subject,
      status,
      createdAt: daysAgo(first?.daysAgo),
      lastMessageAt: daysAgo(last?.daysAgo),
      updatedAt: daysAgo(last?.daysAgo),
      closedAt: status === 'closed' ? daysAgo(last?.daysAgo) : null,
    })
    .returning()
  const files = []
  for (const message of input.messages) {
    const [row] = await db
      .insert(supportMessages)
      .values({
        ticketId: ticket!.id,
        companyId: input.companyId,
        authorId: message.authorId,
        fromSupport: message.fromSupport ?? false,
        body: message.body,
        createdAt: daysAgo(message.daysAgo),
      })
      .returning({ id: supportMessages.id })
    for (const [position, file] of (message.files ?? []).entries()) {
      const [attachment] = await db
        .insert(supportAttachments)
        .values({
          messageId: row!.id,
          position,
          companyId: input.companyId,
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
          content: file.content,
        })
        .returning({ id: supportAttachments.id })
      files.push(attachment!)
    }
  }
  return { ...ticket!, attachments: files }
}

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }

const ERROR_LOG = Buffer.from(
  [
    '2026-03-02 09:14:07 export started: OKR table, 412 rows',
    '2026-03-02 09:14:38 export failed: the download was interrupted',
    '',
  ].join('\n'),
)

/** Tickets in every state: open, answered with a file, closed; ACME's and one of Globex. */
export async function seedSupport(db: Database, { acme, globex, users }: World) {
  const id = (email: string) => users[email]!.id
  const ada = id('user@acme.example')
  const alex = id('admin@example.com')
  const exportProblem = await createTicket(db, {
    companyId: acme.id,
    authorId: ada,
    category: 'technical',
    subject: 'The OKR export stops halfway',
    status: 'answered',
    messages: [
      {
        authorId: ada,
        body: 'When I export the OKR table to Excel, the download stops after a few seconds. The log is attached.',
        daysAgo: 6,
        files: [{ filename: 'export-log.txt', contentType: 'text/plain', content: ERROR_LOG }],
      },
      {
        authorId: alex,
        fromSupport: true,
        body: 'Thank you, the log helped. Large exports now run in the background; please try again and tell us if it still stops.',
        daysAgo: 5,
      },
    ],
  })
  const invoice = await createTicket(db, {
    companyId: acme.id,
    authorId: ada,
    category: 'billing',
    subject: 'Invoice for March is missing',
    messages: [
      {
        authorId: ada,
        body: 'We received the invoices for January and February, but not March.',
        daysAgo: 1,
      },
    ],
  })
  const colleagues = await createTicket(db, {
    companyId: acme.id,
    authorId: id('lead@acme.example'),
    category: 'account',
    subject: 'Two new colleagues need access',
    status: 'closed',
    messages: [
      {
        authorId: id('lead@acme.example'),
        body: 'Sofia Rossi and Liam O’Connor joined us this month. Could you give them access to the portal?',
        daysAgo: 20,
      },
      {
        authorId: alex,
        fromSupport: true,
        body: 'Both accounts are ready; they received an invitation by e-mail.',
        daysAgo: 19,
      },
      { authorId: id('lead@acme.example'), body: 'Thank you, both are in.', daysAgo: 18 },
    ],
  })
  const darkMode = await createTicket(db, {
    companyId: acme.id,
    authorId: id('mia.chen@acme.example'),
    category: 'feedback',
    subject: 'Idea: a darker whiteboard for workshops',
    messages: [
      {
        authorId: id('mia.chen@acme.example'),
        body: 'In dim workshop rooms a darker whiteboard background would be easier on the eyes.',
        daysAgo: 3,
      },
    ],
  })
  const startPage = await createTicket(db, {
    companyId: globex.id,
    authorId: id('user@globex.example'),
    category: 'question',
    subject: 'How do we change our start page?',
    status: 'answered',
    messages: [
      { authorId: id('user@globex.example'), body: 'We would like to start on the dashboard.', daysAgo: 2 },
      {
        authorId: alex,
        fromSupport: true,
        body: 'We can set it for Globex. Shall we switch it to the dashboard for everyone?',
        daysAgo: 1,
      },
    ],
  })
  return { exportProblem, invoice, colleagues, darkMode, startPage }
}
