import { getBlogPostBySlug } from '@/data/blog'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { isValidSlug } from '@/lib/validators'

export const GET = contentRoute({}, async (_query, { slug = '' }) => {
  const post = isValidSlug(slug) ? await getBlogPostBySlug(slug) : null
  return post ? { body: post } : { notFound: `No blog post is published at '${slug}'.` }
})
