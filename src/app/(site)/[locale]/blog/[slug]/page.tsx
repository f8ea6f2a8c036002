import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/blog/post-card'
import { postReadingMinutes } from '@/components/blog/post-meta'
import { formatCalendarDate } from '@/components/offers/validity'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs'
import { Picture } from '@/components/ui/picture'
import { SiteLink } from '@/components/ui/site-link'
import { getBlogPostBySlug, getRelatedBlogPosts } from '@/data/blog'
import { getCorporateProfile } from '@/data/corporate'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteUrl } from '@/lib/site-url'
import { isValidSlug } from '@/lib/validators'

import { localeOf } from '../../locale-param'
import { NotFoundHere, notFoundMetadata } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Static: rendered on its first request per language, then served from the cache until the journal
// is published again (a dynamic read fails the build).
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

async function load(slug: string) {
  return isValidSlug(slug) ? getBlogPostBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const post = await load(slug)
  if (!post) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: routes.blogPost(slug),
    title: pick(post.title, locale),
    description: pick(post.excerpt, locale),
    image: post.cover,
    seo: post.meta,
    type: 'article',
  })
}

const absolute = (url: string) => (url.startsWith('/') ? absoluteUrl(url) : url)

export default async function BlogPostPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const post = await load(slug)
  if (!post) return <NotFoundHere />
  const [t, related, profile] = await Promise.all([getTranslations(), getRelatedBlogPosts(post), getCorporateProfile()])
  const title = pick(post.title, locale)
  const url = absoluteUrl(localizedPath(locale, routes.blogPost(post.slug)))
  const categoryHref = post.category ? `${routes.blog()}?category=${encodeURIComponent(post.category.slug)}` : null
  const crumbs: Crumb[] = [
    { label: t('blog.heading'), href: routes.blog() },
    ...(post.category && categoryHref ? [{ label: pick(post.category.name, locale), href: categoryHref }] : []),
    { label: title, href: routes.blogPost(post.slug) },
  ]

  return (
    <article>
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: title,
          description: pick(post.excerpt, locale),
          image: post.cover ? [absolute(post.cover.url)] : undefined,
          datePublished: post.published_at || undefined,
          author: post.author ? { '@type': 'Person', name: post.author } : undefined,
          publisher: {
            '@type': 'Organization',
            name: profile.name,
            url: absoluteUrl(localizedPath(locale, routes.home())),
            logo: profile.logo ? { '@type': 'ImageObject', url: absolute(profile.logo.url) } : undefined,
          },
          articleSection: pick(post.category?.name, locale) || undefined,
          inLanguage: locale,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        }}
      />

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={crumbs} />
      </div>

      <header className="mx-auto max-w-4xl px-4 pt-12 text-center sm:px-6 lg:pt-16">
        {post.category && categoryHref && (
          <SiteLink locale={locale} href={categoryHref} className="eyebrow inline-flex min-h-6 items-center hover:underline hover:underline-offset-4">
            {pick(post.category.name, locale)}
          </SiteLink>
        )}
        <h1 className="mt-4 text-balance font-display text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{pick(post.excerpt, locale)}</p>
        <p className="mt-8 flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          {post.author && (
            <>
              <span className="text-ink">{t('blog.by_author', { author: post.author })}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          {post.published_at && (
            <>
              <time dateTime={post.published_at}>{formatCalendarDate(post.published_at, locale)}</time>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>{t('blog.reading_time', { minutes: postReadingMinutes(post, locale) })}</span>
        </p>
      </header>

      <div className="mx-auto mt-12 max-w-6xl sm:px-6 lg:mt-16 lg:px-8">
        <Picture
          image={post.cover}
          alt={pick(post.cover?.alt, locale) || title}
          sizes="(min-width: 1152px) 1152px, 100vw"
          priority
          className="aspect-[3/2] w-full object-cover lg:aspect-[16/9]"
        />
      </div>

      <div
        className="prose-hotel mx-auto max-w-2xl px-4 py-16 text-lg text-ink/90 sm:px-6 lg:py-20"
        // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
        dangerouslySetInnerHTML={{ __html: pick(post.content, locale) }}
      />

      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-4 border-t border-ink/10 pt-16 sm:flex-row sm:items-end sm:justify-between lg:pt-20">
            <h2 id="related-posts" className="font-display text-3xl leading-tight sm:text-4xl">
              {t('blog.related')}
            </h2>
            <SiteLink locale={locale} href={routes.blog()} className="btn-outline self-start sm:self-auto">
              {t('blog.heading')}
            </SiteLink>
          </div>
          <ul className="mt-12 grid gap-x-10 gap-y-14 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug} className="flex">
                <PostCard post={other} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
