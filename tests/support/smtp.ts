/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package), which keeps every message it
 * accepts, parsed (mailparser), so a test reads what a mailbox would receive. It asks for a login, as a
 * relay does; it can refuse some recipients or answer slowly for others, to test what the sender does
 * then.
 */
import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server'

export interface ReceivedMail {
  envelope: SMTPServerEnvelope
  mail: ParsedMail
}

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:port`, for SMTP_URL. */
  readonly url: string
  readonly received: ReceivedMail[]
  /** How many SMTP connections clients have opened so far. */
  connections(): number
  /** The first message received that matches, within the timeout; null when none came. */
  waitFor(match: (message: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail | null>
  stop(): Promise<void>
}

export interface SmtpOptions {
  user?: string
  password?: string
  /** Recipients the server refuses at RCPT TO (as a mailbox that does not exist). */
  refuse?: string[]
  /** Recipients whose messages the server accepts only after this long. */
  slowFor?: { recipient: string; delayMs: number }
  /** The port to listen on (default: any free one), so a test can stop the server and start it again there. */
  port?: number
}

export async function startSmtpServer(options: SmtpOptions = {}): Promise<TestSmtpServer> {
  const { user = 'relay', password = 'relay-secret', refuse = [], slowFor, port: wantedPort = 0 } = options
  const received: ReceivedMail[] = []
  let connections = 0
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1
      callback()
    },
    // No TLS in a test on the loopback: nodemailer would otherwise upgrade and reject the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address.toLowerCase())) {
        const error = Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 })
        callback(error)
      } else callback()
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
      const delay = slowFor && recipients.includes(slowFor.recipient) ? slowFor.delayMs : 0
      simpleParser(stream)
        .then(async (mail) => {
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
          received.push({ envelope: structuredClone(session.envelope), mail })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    received,
    connections: () => connections,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(match)
        if (found) return found
        if (Date.now() > deadline) return null
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The addresses of a parsed header (To, Reply-To), lower-cased. */
export function addressesOf(header: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  const objects = header ? (Array.isArray(header) ? header : [header]) : []
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()))
}
