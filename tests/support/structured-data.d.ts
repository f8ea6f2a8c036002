// The two structured-data packages the structured-data API test uses ship no types: what it calls of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: unknown): Promise<{ severity: 'ERROR' | 'WARNING'; issueMessage: string; path: unknown }[]>
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): { jsonld?: Record<string, unknown[]>; microdata?: Record<string, unknown[]>; rdfa?: Record<string, unknown[]> }
  }
}
