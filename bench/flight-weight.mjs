// Where a page's HTML goes: the server-rendered markup beside the React Server Components payload
// (the `self.__next_f.push` scripts that repeat the tree for hydration), and within that payload the
// bytes of each client component's props, biggest first. Run against `next start`:
//   node bench/flight-weight.mjs http://127.0.0.1:3000/ [more urls…] [--props]
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const { values: options, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { props: { type: 'boolean', default: false }, top: { type: 'string', default: '12' } },
})
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** The flight stream the page carries: the strings of every `self.__next_f.push([1, "…"])`, in order. */
function flightOf(html) {
  let stream = ''
  let scripts = 0
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    scripts += match[0].length
    const [kind, text] = JSON.parse(match[1])
    if (kind === 1) stream += text
  }
  return { stream, scripts }
}

/** The stream's rows: `id:` then a JSON value, an import (`I[…]`), a hint (`HL[…]`) or a text (`T<hex>,…`). */
function rowsOf(stream) {
  const rows = []
  const bytes = Buffer.from(stream, 'utf8')
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) break
    const id = bytes.subarray(at, colon).toString()
    const tag = String.fromCharCode(bytes[colon + 1])
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, colon)
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16)
      rows.push({ id, tag, body: bytes.subarray(comma + 1, comma + 1 + length).toString() })
      at = comma + 1 + length
      continue
    }
    const end = bytes.indexOf(0x0a, colon)
    const stop = end < 0 ? bytes.length : end
    const body = bytes.subarray(colon + 1, stop).toString()
    rows.push({ id, tag: /^[A-Z]/.test(tag) && tag !== 'T' ? body.match(/^[A-Z]+/)[0] : '', body })
    at = stop + 1
  }
  return rows
}

/** Walks a row's value: every element whose type is a client reference `$L<id>` adds its props' size. */
function measure(rows) {
  const imports = new Map()
  for (const row of rows) if (row.tag === 'I') imports.set(row.id, JSON.parse(row.body.slice(1)))
  const perComponent = new Map()
  const visit = (value) => {
    if (Array.isArray(value)) {
      if (value[0] === '$' && typeof value[1] === 'string' && value[1].startsWith('$L')) {
        const ref = imports.get(value[1].slice(2))
        if (ref) {
          const name = `${ref[2] || 'default'} (${String(ref[0]).split('/').pop()})`
          const props = value[3] ?? {}
          const entry = perComponent.get(name) ?? { count: 0, bytes: 0, props: new Map() }
          entry.count += 1
          entry.bytes += Buffer.byteLength(JSON.stringify(props))
          for (const [key, prop] of Object.entries(props)) {
            entry.props.set(key, (entry.props.get(key) ?? 0) + Buffer.byteLength(JSON.stringify(prop ?? null)))
          }
          perComponent.set(name, entry)
        }
      }
      value.forEach(visit)
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  let textBytes = 0
  for (const row of rows) {
    if (row.tag === 'T') textBytes += Buffer.byteLength(row.body)
    else if (row.tag === '') {
      try {
        visit(JSON.parse(row.body))
      } catch {
        // a row this script does not know: skipped
      }
    }
  }
  return { perComponent, textBytes }
}

for (const url of urls) {
  const html = await (await fetch(url)).text()
  const { stream, scripts } = flightOf(html)
  const rows = rowsOf(stream)
  const { perComponent, textBytes } = measure(rows)
  console.log(`\n${url}`)
  console.log(
    `  HTML ${kb(Buffer.byteLength(html))} (gzipped ${kb(gzipSync(html).length)}); flight scripts ${kb(scripts)}, stream ${kb(Buffer.byteLength(stream))}, ${rows.length} rows, text rows ${kb(textBytes)}`,
  )
  // What is left beside the payload, and how much of both the class lists take (named classes in
  // globals.css are what shortens them).
  const classBytes = (pattern, text) => [...text.matchAll(pattern)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0)
  const jsonLd = classBytes(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, html)
  console.log(
    `  rest ${kb(Buffer.byteLength(html) - scripts)} (head ${kb(Buffer.byteLength(html.slice(0, html.indexOf('</head>'))))}, JSON-LD ${kb(jsonLd)}); class attributes: markup ${kb(classBytes(/ class="[^"]*"/g, html))}, payload ${kb(classBytes(/"className":"[^"]*"/g, stream))}`,
  )
  const sorted = [...perComponent].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(options.top))
  for (const [name, entry] of sorted) {
    console.log(`  ${kb(entry.bytes).padStart(9)}  ×${String(entry.count).padEnd(3)} ${name}`)
    if (options.props) {
      for (const [key, bytes] of [...entry.props].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`             ${kb(bytes).padStart(9)}  ${key}`)
    }
  }
}
