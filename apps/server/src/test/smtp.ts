import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives: the portal's mails go through nodemailer
 * and the SMTP protocol exactly as in production.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = []
  const waiting: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          for (const wake of waiting.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails sent to `to`: at once when one has arrived, else as soon as one does (at most a few seconds). */
    async mailsTo(to: string, timeoutMs = 5000) {
      const matching = () => received.filter((m) => m.to && JSON.stringify(m.to).includes(to))
      if (matching().length === 0) {
        await new Promise<void>((resolve) => {
          const deadline = setTimeout(resolve, timeoutMs)
          const check = () => {
            if (matching().length === 0) {
              waiting.push(check)
              return
            }
            clearTimeout(deadline)
            resolve()
          }
          waiting.push(check)
        })
      }
      return matching()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link to the portal in a mail's text. */
export function linkIn(mail: ParsedMail): URL {
  const match = mail.text?.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in mail "${mail.subject}"`)
  return new URL(match[0])
}
