/**
 * Crawlers and other robots, by user agent (spec §2/§8: error pages are not rendered for them — a bot
 * learns the status from the response and indexes nothing of the error screen).
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|bitlybot|ia_archiver|archive\.org_bot|yandex|baidu|sogou|exabot|semrush|ahrefs|mj12bot|dotbot|petalbot|bytespider|gptbot|ccbot|claudebot|applebot|duckduckbot|linkedinbot|twitterbot|discordbot|slackbot|google-inspectiontool|storebot-google|headlesschrome.*\bgooglebot/i

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent)
}
