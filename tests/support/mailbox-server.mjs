/**
 * A real SMTP server for the browser tests: `node tests/support/mailbox-server.mjs <port> <dir>` accepts
 * every message on 127.0.0.1:<port> (login relay / relay-secret, as a relay asks for one) and writes
 * each to <dir> as an .eml file, so a test reads what the guest's mailbox received
 * (tests/e2e/mailbox.ts). scripts/test.sh starts it beside `next start` and points SMTP_URL at it.
 * Like a real relay it refuses mailboxes that do not exist: any address at REFUSED_DOMAIN gets a 550.
 */
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

const [portArgument, directory] = process.argv.slice(2)
const port = Number(portArgument)
if (!Number.isInteger(port) || !directory) {
  console.error('usage: node tests/support/mailbox-server.mjs <port> <directory>')
  process.exit(2)
}
fs.mkdirSync(directory, { recursive: true })
let count = 0
const REFUSED_DOMAIN = '@mailbox-refuses.example'

const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authMethods: ['PLAIN', 'LOGIN'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'relay' && auth.password === 'relay-secret') callback(null, { user: 'relay' })
    else callback(new Error('Invalid username or password'))
  },
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith(REFUSED_DOMAIN)) {
      callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }))
    } else callback()
  },
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      count += 1
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
      const file = path.join(directory, `${Date.now()}-${String(count).padStart(5, '0')}.eml`)
      // Written whole, then renamed: a reader never sees half a message.
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks))
      fs.renameSync(`${file}.part`, file)
      console.log(`mailbox: ${path.basename(file)} for ${recipients}`)
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () => console.log(`mailbox: SMTP on 127.0.0.1:${port}, messages in ${directory}`))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
