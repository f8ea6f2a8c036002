import { getTranslations } from 'next-intl/server'

import type { BlogPost } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { formatCalendarDate } from '../offers/validity'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'
import { postReadingMinutes } from './post-meta'

/**
 * A journal story in a list. The card is a size container: given a wide cell (the first story of a
 * page spans the grid) it lays picture and text side by side.
 */
export async function PostCard({
  post,
  locale,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogPost
  locale: Locale
  headingLevel?: 2 | 3
  /** The first card of a list: its picture is what a phone shows first (loaded at once, not lazily). */
  priority?: boolean
}) {
  const t = await getTranslations('blog')
  const title = pick(post.title, locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group @container relative w-full">
      <div className="flex flex-col gap-6 @3xl:flex-row @3xl:items-center @3xl:gap-12">
        <div className="aspect-[3/2] overflow-hidden bg-sand @3xl:w-7/12 @3xl:shrink-0">
          <Picture
            image={post.cover}
            priority={priority}
            alt={pick(post.cover?.alt, locale) || title}
            // The widest a card shows its picture: 7/12 of the page when it spans the grid (a cell is narrower).
            sizes="(min-width: 1280px) 710px, (min-width: 1024px) 55vw, calc(100vw - 2rem)"
            className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          />
        </div>
        <div className="@3xl:flex-1">
          {post.category && <p className="eyebrow">{pick(post.category.name, locale)}</p>}
          <Heading className="mt-2 font-display text-2xl leading-tight @3xl:text-4xl @5xl:text-5xl">
            <SiteLink locale={locale} href={routes.blogPost(post.slug)} className="after:absolute after:inset-0 hover:underline hover:underline-offset-4">
              {title}
            </SiteLink>
          </Heading>
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-soft @3xl:text-base">{pick(post.excerpt, locale)}</p>
          <p className="mt-4 flex flex-wrap gap-x-2 text-xs text-ink-soft">
            {post.author && (
              <>
                <span>{t('by_author', { author: post.author })}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            {post.published_at && (
              <>
                <time dateTime={post.published_at}>{formatCalendarDate(post.published_at, locale, 'medium')}</time>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>{t('reading_time', { minutes: postReadingMinutes(post, locale) })}</span>
          </p>
        </div>
      </div>
    </article>
  )
}
