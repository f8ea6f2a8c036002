import { getPages } from '@/data/pages'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

export const GET = contentRoute({ slug: queryParams.slug }, async ({ slug }) => {
  const pages = await getPages()
  return { body: { pages: slug ? pages.filter((page) => page.slug === slug) : pages } }
})
