/**
 * Payload's e-mail adapter: nodemailer to the SMTP server in SMTP_URL, or — without SMTP_URL (the demo,
 * a developer's machine) — each e-mail written to the server's log instead of sent.
 *
 * The adapter implements Payload's `EmailAdapter` interface itself, as @payloadcms/email-nodemailer
 * does, because that package is not published at this project's Payload version and Payload refuses
 * to start with @payloadcms packages of mixed versions.
 *
 * SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`;
 * nodemailer's URL options may follow as a query (`?tls.rejectUnauthorized=false`).
 * SMTP_FROM: the sender, `Aurelia Hotels <no-reply@example.com>`; without it, messages that name no
 * sender go out from no-reply@ the SITE_URL host.
 */
import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { parseConnectionUrl } from 'nodemailer/lib/shared'

/**
 * A slow or unreachable SMTP server gives up within these bounds. Enquiry e-mails are sent after the
 * visitor's response has gone out, so these only bound how long a server keeps trying.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export interface Sender {
  name: string
  address: string
}

/** The sender in SMTP_FROM, or null when it is unset or holds no address. */
export function configuredSender(value: string | undefined = process.env.SMTP_FROM): Sender | null {
  if (!value?.trim()) return null
  const [first] = addressparser(value.trim(), { flatten: true })
  return first?.address ? { name: first.name || '', address: first.address } : null
}

function fallbackSender(): Sender {
  let host = 'localhost'
  try {
    host = new URL(process.env.SITE_URL?.trim() || 'http://localhost').hostname.replace(/^www\./, '')
  } catch {
    // An invalid SITE_URL stops the server elsewhere; the fallback host is good enough here.
  }
  return { name: 'Website', address: `no-reply@${host}` }
}

/** The readable parts of an e-mail, for the log when there is no SMTP server. */
function describe(message: SendEmailOptions): string {
  const address = (value: unknown): string => {
    if (!value) return ''
    if (Array.isArray(value)) return value.map(address).join(', ')
    if (typeof value === 'object' && 'address' in value) {
      const { name, address: email } = value as { name?: string; address: string }
      return name ? `${name} <${email}>` : email
    }
    return String(value)
  }
  const lines = [
    `From: ${address(message.from)}`,
    `To: ${address(message.to)}`,
    message.cc ? `Cc: ${address(message.cc)}` : '',
    message.replyTo ? `Reply-To: ${address(message.replyTo)}` : '',
    `Subject: ${message.subject ?? ''}`,
  ].filter(Boolean)
  // An HTML-only message (Payload's password reset) is logged as its text and link targets.
  const fromHtml = (html: string) =>
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>/gi, '$1 ')
      .replace(/<br\s*\/?>|<\/p>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .trim()
  const body = typeof message.text === 'string' ? message.text : typeof message.html === 'string' ? fromHtml(message.html) : '(no plain-text body)'
  return `${lines.join('\n')}\n\n${body}`
}

/**
 * Connections kept open to the mail server, each carrying one message at a time: the outbox hands it
 * this many at once. A connection is reused for the next message (up to 100, then renewed) and closed
 * after 4 minutes idle, so a burst of bookings does not pay a TCP connection, greeting, EHLO, STARTTLS
 * and login for every e-mail. A message whose connection the server closed is tried on a fresh one.
 */
export const SMTP_CONNECTIONS = 4

function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ pool: true, maxConnections: SMTP_CONNECTIONS, ...SMTP_TIMEOUTS, ...parseConnectionUrl(url) })
}

/** The adapter for payload.config.ts, configured from the environment. */
export function emailAdapter(env: NodeJS.ProcessEnv = process.env): EmailAdapter {
  const smtpUrl = env.SMTP_URL?.trim()
  const sender = configuredSender(env.SMTP_FROM) ?? fallbackSender()
  // Created on first use: scripts (migrate, seed) that never send open no connection.
  let transport: Transporter | null = null

  return ({ payload }) => ({
    name: smtpUrl ? 'nodemailer' : 'log',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    async sendEmail(message) {
      const from = message.from ?? sender
      if (!smtpUrl) {
        payload.logger.info(`E-mail not sent (no SMTP_URL is set); it would have been:\n${describe({ ...message, from })}`)
        return { accepted: [], rejected: [], logged: true }
      }
      transport ??= smtpTransport(smtpUrl)
      const fromHeader = typeof from === 'string' ? from : { name: from.name ?? '', address: from.address }
      return transport.sendMail({ ...message, from: fromHeader })
    },
  })
}
