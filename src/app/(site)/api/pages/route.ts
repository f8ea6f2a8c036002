import { getPages } from '@/data/pages'
import { contentRoute } from '@/lib/api/content-route'
import { queryParams } from '@/lib/api/query'

export const GET = contentRoute({ slug: queryParams.slug }, async ({ slug }) => {
  const pages = await getPages()
  return { body: { pages: slug ? pages.filter((page) => page.slug === slug) : pages } }
})
