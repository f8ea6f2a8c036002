/**
 * What every e-mail is made of: the page (language, direction, colours for light and dark mode, fonts
 * installed on the reader's device, no picture), a band with the sender's name, paragraphs, rows of
 * details, a button with its address written out beside it. Tables come from React Email's
 * components, styles are inline; the <style> block only adds dark mode and narrow screens for the
 * clients that read it, so a client that drops it still shows a light, readable e-mail.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

import { type Locale, localeTag } from '@/i18n/locales'

import { textDirection } from '../texts'

/** The site's palette (src/app/(site)/[locale]/globals.css): ink on ivory, teal band, brass accents. */
const colour = {
  page: '#f7f3ec',
  card: '#ffffff',
  ink: '#1c232b',
  soft: '#4a525c',
  rule: '#d9cfbe',
  band: '#1f4a4c',
  bandText: '#ffffff',
  accent: '#7d5a22',
}

/** Fonts already on the reader's device, in each script's usual faces. */
function fontStack(lang: Locale): string {
  const latin = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial"
  const script: Partial<Record<Locale, string>> = {
    ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans JP', 'Noto Sans CJK JP'",
    zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC'",
    th: "'Noto Sans Thai', Thonburi, 'Leelawadee UI', Tahoma",
  }
  return [latin, script[lang], 'sans-serif'].filter(Boolean).join(', ')
}

// Dark mode for the clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac…), and
// one column of details on a phone. !important: the light colours are inline.
const css = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
a { color: ${colour.accent}; }
@media (prefers-color-scheme: dark) {
  body, .m-page { background-color: #11161b !important; }
  .m-card { background-color: #1c232b !important; border-color: #33404a !important; }
  .m-ink { color: #ece4d6 !important; }
  .m-soft { color: #b8b0a3 !important; }
  .m-rule { border-color: #33404a !important; }
  .m-band { background-color: #16393b !important; }
  .m-link { color: #d9b77c !important; }
  .m-button { background-color: #d9b77c !important; color: #1c232b !important; }
}
@media only screen and (max-width: 520px) {
  .m-card-body { padding: 20px 16px !important; }
  .m-k, .m-v { display: block !important; width: auto !important; }
  .m-k { padding-bottom: 0 !important; border-bottom: 0 !important; }
  .m-v { padding-top: 2px !important; }
}
`

const text: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '1.6',
}

export function EmailLayout(props: { lang: Locale; preview: string; brand: string; footer?: ReactNode; children: ReactNode }) {
  const { lang, preview, brand, footer, children } = props
  return (
    <Html lang={lang} dir={textDirection(localeTag(lang))}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{css}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: colour.page,
          fontFamily: fontStack(lang),
          color: colour.ink,
          wordBreak: 'normal',
          overflowWrap: 'anywhere',
        }}
      >
        <Section className="m-page" style={{ backgroundColor: colour.page, padding: '24px 8px' }}>
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Section
              className="m-card"
              style={{
                backgroundColor: colour.card,
                border: `1px solid ${colour.rule}`,
                borderRadius: '6px',
                overflow: 'hidden',
              }}
            >
              {brand ? (
                <Section className="m-band" style={{ backgroundColor: colour.band, padding: '16px 24px' }}>
                  <Text
                    style={{
                      margin: 0,
                      fontSize: '18px',
                      lineHeight: '1.4',
                      fontWeight: 600,
                      letterSpacing: '0.02em',
                      color: colour.bandText,
                    }}
                  >
                    {brand}
                  </Text>
                </Section>
              ) : null}
              <Section className="m-card-body" style={{ padding: '28px 24px 12px' }}>
                {children}
              </Section>
            </Section>
            {footer ? <Section style={{ padding: '16px 24px' }}>{footer}</Section> : null}
          </Container>
        </Section>
      </Body>
    </Html>
  )
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="m-ink"
      style={{
        margin: '0 0 20px',
        fontSize: '24px',
        lineHeight: '1.35',
        fontWeight: 600,
        color: colour.ink,
      }}
    >
      {children}
    </Heading>
  )
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      className="m-ink"
      style={{
        margin: '28px 0 4px',
        fontSize: '17px',
        lineHeight: '1.4',
        fontWeight: 600,
        color: colour.ink,
      }}
    >
      {children}
    </Heading>
  )
}

export function Paragraph({ children, soft = false }: { children: ReactNode; soft?: boolean }) {
  return (
    <Text
      className={soft ? 'm-soft' : 'm-ink'}
      style={{
        ...text,
        ...(soft ? { fontSize: '14px', color: colour.soft } : { color: colour.ink }),
      }}
    >
      {children}
    </Text>
  )
}

/** Text someone typed, its line breaks kept (as <br>, which every client and the plain text keep). */
export function Typed({ text: typed }: { text: string }) {
  const lines = typed.replace(/\r\n?/g, '\n').split('\n')
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  )
}

export type DetailRow = [label: string, value: ReactNode]

/**
 * Label and value side by side (one above the other on a phone). The plain text writes each row as
 * "label: value" (see ../render.tsx, which finds them by their class names).
 */
export function Details({ rows }: { rows: DetailRow[] }) {
  const cell: CSSProperties = {
    padding: '10px 0',
    verticalAlign: 'top',
    fontSize: '15px',
    lineHeight: '1.55',
    borderBottom: `1px solid ${colour.rule}`,
  }
  return (
    <table
      className="m-details"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 20px' }}
    >
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index} className="m-row">
            <td
              className="m-k m-soft m-rule"
              width="36%"
              style={{
                ...cell,
                width: '36%',
                paddingRight: '16px',
                color: colour.soft,
              }}
            >
              {label}
            </td>
            <td className="m-v m-ink m-rule" style={{ ...cell, color: colour.ink, fontWeight: 500 }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Where a sentence's link goes: pass it as the sentence's {url} (see Action). */
export const URL_SLOT = '\u0000'

/**
 * A call to action, with its address written out for a client that shows no button: after `fallback`
 * ("if the button does not work…", left out of the plain text, which writes the address beside the
 * button's words), or inside `sentence`, a text with URL_SLOT where the link goes, which the plain text
 * keeps instead of the button.
 */
export function Action(props: { href: string; label: string } & ({ fallback: string } | { sentence: string })) {
  const { href, label } = props
  const link = (
    <Link href={href} className="m-link" style={{ color: colour.accent, overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  )
  const note: CSSProperties = {
    margin: '12px 0 0',
    fontSize: '14px',
    lineHeight: '1.55',
    color: colour.soft,
  }
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        {...('sentence' in props ? { 'data-skip-in-text': 'true' } : {})}
        className="m-button"
        style={{
          backgroundColor: colour.band,
          color: '#ffffff',
          fontSize: '16px',
          lineHeight: '1.4',
          fontWeight: 600,
          padding: '12px 20px',
          borderRadius: '4px',
          textDecoration: 'none',
          maxWidth: '100%',
        }}
      >
        {label}
      </Button>
      {'sentence' in props ? (
        <Text className="m-soft" style={note}>
          {props.sentence.split(URL_SLOT).flatMap((part, index) => (index === 0 ? [part] : [<span key={index}>{link}</span>, part]))}
        </Text>
      ) : (
        <Text data-skip-in-text="true" className="m-soft" style={note}>
          {props.fallback} {link}
        </Text>
      )}
    </Section>
  )
}

export function Rule() {
  return <Hr className="m-rule" style={{ borderColor: colour.rule, margin: '8px 0 20px' }} />
}

export function FooterText({ children }: { children: ReactNode }) {
  return (
    <Text
      className="m-soft"
      style={{
        margin: '0 0 6px',
        fontSize: '13px',
        lineHeight: '1.55',
        color: colour.soft,
      }}
    >
      {children}
    </Text>
  )
}

/** A link; one to a phone or an address (tel:, mailto:) is only its words in the plain text. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  const direct = href.startsWith('tel:') || href.startsWith('mailto:')
  return (
    <Link href={href} className={direct ? 'm-link m-direct' : 'm-link'} style={{ color: colour.accent }}>
      {children}
    </Link>
  )
}
