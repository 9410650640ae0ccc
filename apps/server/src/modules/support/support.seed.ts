import type { TicketCategory, TicketStatus } from '@portal/contracts/support'
import type { Database } from '../../core/db.ts'
import { createThread } from '../../core/threads.seed.ts'
import { supportTickets } from './support.tables.ts'

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

/** A ticket with its thread and files, as the API would have stored it. */
export async function createTicket(db: Database, input: TicketFactoryInput) {
  const { thread, attachments } = await createThread(db, {
    kind: 'support',
    companyId: input.companyId,
    authorId: input.authorId,
    status: input.status,
    messages: input.messages.map(({ fromSupport, ...message }) => ({ ...message, fromTeam: fromSupport })),
  })
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      id: thread.id,
      companyId: input.companyId,
      category: input.category ?? 'question',
      subject: input.subject,
    })
    .returning()
  return { ...thread, ...ticket!, attachments }
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
