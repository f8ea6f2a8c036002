/**
 * Crawlers and other robots, by user agent (spec §2/§8: error pages are not rendered for them — a bot
 * learns the status from the response and indexes nothing of the error screen).
 */
// 'bot' ending a word covers Googlebot, bingbot, Applebot, GPTBot, …; the rest name themselves otherwise.
const BOT =
  /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|ia_archiver|yandex|baidu|sogou|semrush|ahrefs|bytespider|google-inspectiontool|storebot-google/i

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent)
}
