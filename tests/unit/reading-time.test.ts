import { describe, expect, it } from 'vitest'

import { CHARACTERS_PER_MINUTE, readingMinutes, readingUnits, textOfHtml, WORDS_PER_MINUTE } from '@/lib/reading-time'

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

describe('reading time', () => {
  it('counts words in languages written with spaces', () => {
    expect(readingUnits('Higashiyama rewards the early riser.', 'en')).toBe(5)
    expect(readingUnits('L’offre s’applique à toutes les catégories — selon disponibilité.', 'fr')).toBe(8)
    expect(readingUnits('Lưu trú bốn đêm tại bất kỳ khách sạn Aurelia nào', 'vi')).toBe(11)
    expect(readingUnits('  \n ', 'de')).toBe(0)
  })

  it('counts characters, not spaces or punctuation, in Japanese, Chinese and Thai', () => {
    expect(readingUnits('東山は早起きした人に、ご褒美をくれる街です。', 'ja')).toBe(20)
    expect(readingUnits('东山属于早起的人。', 'zh')).toBe(8)
    // Thai vowel and tone marks sit on a consonant: they are not characters of their own.
    expect(readingUnits('เที่ยว ไทย', 'th')).toBe(7)
  })

  it('reads about 220 words a minute, rounded, and never less than a minute', () => {
    expect(readingMinutes('', 'en')).toBe(1)
    expect(readingMinutes(words(50), 'en')).toBe(1)
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3), 'en')).toBe(3)
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3 + 100), 'de')).toBe(3)
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3 + 120), 'id')).toBe(4)
  })

  it('reads about 500 characters a minute in ja, zh and th', () => {
    expect(readingMinutes('京'.repeat(CHARACTERS_PER_MINUTE * 2), 'ja')).toBe(2)
    expect(readingMinutes('京'.repeat(CHARACTERS_PER_MINUTE * 2), 'zh')).toBe(2)
    expect(readingMinutes('ก'.repeat(CHARACTERS_PER_MINUTE * 4), 'th')).toBe(4)
    // The same characters read as one long "word" in a spaced language.
    expect(readingMinutes('京'.repeat(CHARACTERS_PER_MINUTE * 2), 'en')).toBe(1)
  })

  it('takes the text of rich-text HTML without its tags and with its entities decoded', () => {
    const html = '<p>Fish &amp; chips</p><p><strong>Bold</strong>&nbsp;move&#8217;s&#x2014;end</p>'
    expect(textOfHtml(html).replace(/\s+/g, ' ').trim()).toBe('Fish & chips Bold move’s—end')
    expect(readingUnits(textOfHtml('<p>one</p><p>two</p>'), 'en')).toBe(2)
    expect(readingUnits(textOfHtml('<p>京都</p><p>東山</p>'), 'ja')).toBe(4)
  })
})
