import { cachedRead } from './cache'

import { findGlobalPublic, findPublic } from './query'
import { type Doc, docs, image, isDoc, ml, mlRichText, num, str } from './reshape'
import type {
  About,
  BlogPost,
  Career,
  Category,
  Faq,
  Gallery,
  HostContent,
  Offer,
  Page,
  Policy,
  SellingPoint,
  Slide,
  SocialLink,
} from './types'

const categoryFrom = (value: unknown): Category | null =>
  isDoc(value) ? { slug: str(value.slug), name: ml(value.name) } : null

const dateOnly = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null)

const sellingPointFrom = (doc: Doc): SellingPoint => ({
  title: ml(doc.title),
  description: ml(doc.description),
  icon: str(doc.icon),
  order: num(doc.order),
})

export const getSlides = cachedRead('getSlides', ['slideshows', 'media'], async (corporateId?: string): Promise<Slide[]> => {
  const { docs: found } = await findPublic('slideshows', {
    where: corporateId ? { corporate_id: { equals: corporateId } } : undefined,
    sort: ['order', 'id'],
  })
  return found.map((doc) => ({
    corporate_id: str(doc.corporate_id),
    title: ml(doc.title),
    subtitle: ml(doc.subtitle),
    cta: ml(doc.cta),
    link: str(doc.link),
    image: image(doc.image),
  }))
})

export const getSellingPoints = cachedRead('getSellingPoints', ['selling-points'], async (): Promise<SellingPoint[]> => {
  const { docs: found } = await findPublic('selling-points', { sort: ['order', 'id'], depth: 0 })
  return found.map(sellingPointFrom)
})

export const getHostUsps = cachedRead('getHostUsps', ['host-usps'], async (): Promise<SellingPoint[]> => {
  const { docs: found } = await findPublic('host-usps', { sort: ['order', 'id'], depth: 0 })
  return found.map(sellingPointFrom)
})

export const getOfferCategories = cachedRead('getOfferCategories', ['offer-categories'], async (): Promise<Category[]> => {
  const { docs: found } = await findPublic('offer-categories', { sort: ['order', 'slug'], depth: 0 })
  return found.map((doc) => ({ slug: str(doc.slug), name: ml(doc.name) }))
})

export const getOffers = cachedRead('getOffers', ['offers', 'offer-categories', 'properties', 'media'], async (): Promise<Offer[]> => {
  const { docs: found } = await findPublic('offers', { sort: ['order', 'slug'] })
  return found.map((doc) => ({
    slug: str(doc.slug),
    order: num(doc.order),
    title: ml(doc.title),
    summary: ml(doc.summary),
    description: mlRichText(doc.description),
    category: categoryFrom(doc.category),
    properties: docs(doc.properties).map((property) => str(property.slug)),
    promo_code: str(doc.promo_code),
    discount_percent: typeof doc.discount_percent === 'number' ? doc.discount_percent : null,
    valid_from: dateOnly(doc.valid_from),
    valid_to: dateOnly(doc.valid_to),
    image: image(doc.image),
  }))
})

const blogPostFrom = (doc: Doc): BlogPost => ({
  slug: str(doc.slug),
  title: ml(doc.title),
  excerpt: ml(doc.excerpt),
  content: mlRichText(doc.content),
  category: categoryFrom(doc.category),
  author: str(doc.author),
  published_at: dateOnly(doc.published_at) ?? '',
  cover: image(doc.cover),
})

export const getBlogCategories = cachedRead('getBlogCategories', ['blog-categories'], async (): Promise<Category[]> => {
  const { docs: found } = await findPublic('blog-categories', { sort: ['order', 'slug'], depth: 0 })
  return found.map((doc) => ({ slug: str(doc.slug), name: ml(doc.name) }))
})

/** Published posts, newest first, optionally of one category (by slug). */
export const getBlogPosts = cachedRead('getBlogPosts', ['blog-posts', 'blog-categories', 'media'], async (category?: string): Promise<BlogPost[]> => {
  const { docs: found } = await findPublic('blog-posts', {
    where: category ? { 'category.slug': { equals: category } } : undefined,
    sort: ['-published_at', 'slug'],
  })
  return found.map(blogPostFrom)
})

export const getBlogPostBySlug = cachedRead('getBlogPostBySlug', ['blog-posts', 'blog-categories', 'media'], async (slug: string): Promise<BlogPost | null> => {
  const { docs: found } = await findPublic('blog-posts', { where: { slug: { equals: slug } } })
  return found[0] ? blogPostFrom(found[0]) : null
})

export const getFaqs = cachedRead('getFaqs', ['faqs', 'faq-categories'], async (): Promise<Faq[]> => {
  const { docs: found } = await findPublic('faqs', { sort: ['order', 'id'] })
  return found.map((doc) => ({
    question: ml(doc.question),
    answer: ml(doc.answer),
    category: categoryFrom(doc.category),
    order: num(doc.order),
  }))
})

export const getCareers = cachedRead('getCareers', ['careers', 'properties'], async (): Promise<Career[]> => {
  const { docs: found } = await findPublic('careers', { sort: ['order', 'slug'] })
  return found.map((doc) => ({
    slug: str(doc.slug),
    title: ml(doc.title),
    department: ml(doc.department),
    location: ml(doc.location),
    property: isDoc(doc.property) ? str(doc.property.slug) : null,
    employment_type: str(doc.employment_type),
    description: mlRichText(doc.description),
  }))
})

export const getPolicies = cachedRead('getPolicies', ['privacy-policies'], async (): Promise<Policy[]> => {
  const { docs: found } = await findPublic('privacy-policies', { sort: ['order', 'slug'], depth: 0 })
  return found.map((doc) => ({ slug: str(doc.slug), name: ml(doc.name), content: mlRichText(doc.content) }))
})

export const getPages = cachedRead('getPages', ['pages'], async (): Promise<Page[]> => {
  const { docs: found } = await findPublic('pages', { sort: ['slug'], depth: 0 })
  return found.map((doc) => ({ slug: str(doc.slug), title: ml(doc.title), content: mlRichText(doc.content) }))
})

export const getGalleries = cachedRead('getGalleries', ['galleries', 'media'], async (): Promise<Gallery[]> => {
  const { docs: found } = await findPublic('galleries', { sort: ['order', 'slug'] })
  return found.map((doc) => ({
    slug: str(doc.slug),
    title: ml(doc.title),
    images: docs(doc.images).map((row) => ({ image: image(row.image), caption: ml(row.caption) })),
  }))
})

export const getAbout = cachedRead('getAbout', ['global:about', 'media'], async (): Promise<About> => {
  const doc = await findGlobalPublic('about')
  return { title: ml(doc.title), intro: ml(doc.intro), content: mlRichText(doc.content), image: image(doc.image) }
})

export const getHostContent = cachedRead('getHostContent', ['global:host-content', 'media'], async (): Promise<HostContent> => {
  const doc = await findGlobalPublic('host-content')
  return {
    title: ml(doc.title),
    intro: ml(doc.intro),
    content: mlRichText(doc.content),
    cta: ml(doc.cta),
    image: image(doc.image),
  }
})

export const getSocialLinks = cachedRead('getSocialLinks', ['social-media'], async (): Promise<SocialLink[]> => {
  const { docs: found } = await findPublic('social-media', { sort: ['order', 'id'], depth: 0 })
  return found.map((doc) => ({ platform: str(doc.platform), label: str(doc.label), url: str(doc.url) }))
})
