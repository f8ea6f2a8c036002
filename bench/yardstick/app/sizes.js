// The sizes (kB) of the same-size yardsticks: every 4 kB up to 256 kB, so any site page or API answer
// has a yardstick within 2 kB of its own size.
export const SIZES_KB = Array.from({ length: 64 }, (_, index) => (index + 1) * 4)

const WORDS = 'quiet rooms above the old harbour with breakfast on the terrace and a late check-out for guests'.split(' ')

/** Deterministic prose of about `chars` characters (no two paragraphs alike, so nothing compresses away). */
export function prose(chars, seed = 1) {
  const paragraphs = []
  let length = 0
  let state = seed
  while (length < chars) {
    let paragraph = ''
    for (let word = 0; word < 40; word++) {
      state = (state * 1103515245 + 12345) % 2147483648
      paragraph += `${WORDS[state % WORDS.length]}${state % 7 === 0 ? '.' : ''} `
    }
    paragraphs.push(paragraph.trim())
    length += paragraph.length
  }
  return paragraphs
}
