import { categoryFrom, categoryOf } from './categories'
import { cachedRead, findPublic } from './read'
import { dateOnly, image, ml, mlRichText, seo, str } from './reshape'
import type { BlogPost, Category } from './types'

export const getBlogCategories = cachedRead('blog-categories', ['blog-categories'], async (): Promise<Category[]> => {
  const docs = await findPublic('blog-categories', { sort: ['order', 'slug'], depth: 0 })
  return docs.map(categoryFrom)
})

const getAllBlogPosts = cachedRead('blog-posts', ['blog-posts', 'blog-categories', 'media'], async (): Promise<BlogPost[]> => {
  const docs = await findPublic('blog-posts', { sort: ['-published_at', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    title: ml(doc.title),
    excerpt: ml(doc.excerpt),
    content: mlRichText(doc.content),
    category: categoryOf(doc.category),
    author: str(doc.author),
    published_at: dateOnly(doc.published_at) ?? '',
    cover: image(doc.cover),
    meta: seo(doc.meta),
  }))
})

/** Published posts, newest first, optionally of one category (by slug). */
export async function getBlogPosts(category?: string): Promise<BlogPost[]> {
  const posts = await getAllBlogPosts()
  return category ? posts.filter((post) => post.category?.slug === category) : posts
}

export async function getBlogPostBySlug(slug: string): Promise<BlogPost | null> {
  return (await getAllBlogPosts()).find((post) => post.slug === slug) ?? null
}

/** Up to `limit` other posts to read next: the same category first, then the newest. */
export async function getRelatedBlogPosts(post: BlogPost, limit = 3): Promise<BlogPost[]> {
  const others = (await getAllBlogPosts()).filter((other) => other.slug !== post.slug)
  const sameCategory = others.filter((other) => post.category && other.category?.slug === post.category.slug)
  const rest = others.filter((other) => !sameCategory.includes(other))
  return [...sameCategory, ...rest].slice(0, limit)
}
