/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote or a line break,
 * quotes doubled, CRLF between records, and a byte-order mark so Excel reads UTF-8 names rightly. A text
 * that a spreadsheet would take for a formula (=, +, -, @, tab, CR at its start) is prefixed with an
 * apostrophe (OWASP "CSV injection"): a guest's name must never run as a formula on a front-desk PC.
 */
export type CsvValue = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

function field(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'number' ? String(value) : value
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}
