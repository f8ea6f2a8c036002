import { LOCALES, type Localized } from '../src/i18n/locales'

/** Plain paragraphs → the Lexical editor state Payload stores for richText fields. */
export function lexicalParagraphs(paragraphs: readonly string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}

/** Paragraphs in every language → a localized richText value. */
export function lexicalByLocale(paragraphs: Localized<readonly string[]>) {
  return Object.fromEntries(LOCALES.map((locale) => [locale, lexicalParagraphs(paragraphs[locale])]))
}
