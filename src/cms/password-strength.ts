/**
 * How hard a password is to guess, with zxcvbn-ts and its common and English dictionaries (common
 * passwords, names, words, keyboard patterns, dates): staff passwords need a score of 3 or more out of 4
 * ("safely unguessable: moderate protection from offline slow-hash scenario").
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

export const MIN_PASSWORD_SCORE = 3

let checker: ZxcvbnFactory | null = null

/** The password's score from 0 (guessed at once) to 4, counting the account's own e-mail and name as known words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3)
  return checker.check(password, words).score
}
