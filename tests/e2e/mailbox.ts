/**
 * What the SMTP server beside the test server received (tests/support/mailbox-server.mjs, started by
 * scripts/test.sh with MAILBOX_DIR): the messages, parsed, to wait for one a test expects.
 */
import fs from 'node:fs'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'

export const mailboxDir = process.env.MAILBOX_DIR ?? ''

/** Every message received so far, oldest first. */
export async function receivedMail(): Promise<ParsedMail[]> {
  if (!mailboxDir || !fs.existsSync(mailboxDir)) return []
  const files = fs
    .readdirSync(mailboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(mailboxDir, name)))))
}

const addressesOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()))

/** The first message to `to` that matches, waiting up to `timeoutMs`; null when none came. */
export async function waitForMail(to: string, match: (mail: ParsedMail) => boolean = () => true, timeoutMs = 15_000): Promise<ParsedMail | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await receivedMail()).find((mail) => addressesOf(mail).includes(to.toLowerCase()) && match(mail))
    if (found || Date.now() > deadline) return found ?? null
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
