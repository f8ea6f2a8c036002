import { getBlogPosts } from '@/data/blog'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, paginate } from '@/lib/paging'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

/** api-contract: the blog answers with a JSON array of posts. */
export const GET = contentRoute({ category: queryParams.slug, page: queryParams.page, page_size: queryParams.page_size }, async ({ category, page, page_size }) => {
  const posts = await getBlogPosts(category)
  return { body: paginate(posts, page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE).items }
})
