import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FilteredList } from '@/components/blog/filtered-list'
import { PostCard } from '@/components/blog/post-card'
import { PageHeader } from '@/components/ui/page-header'
import { getBlogCategories, getBlogPosts } from '@/data/blog'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { DEFAULT_PAGE_SIZE } from '@/lib/paging'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache until the journal is published again.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.blog(), title: t('blog.heading'), description: t('blog.intro') })
}

export default async function BlogPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, posts, categories] = await Promise.all([getTranslations(), getBlogPosts(), getBlogCategories()])
  const used = new Set(posts.map((post) => post.category?.slug))

  return (
    <>
      <PageHeader title={t('blog.heading')} intro={t('blog.intro')} />
      <section aria-label={t('blog.heading')} className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
        {posts.length === 0 ? (
          <p className="border-t border-ink/10 pt-10 text-lg text-ink-soft">{t('blog.empty')}</p>
        ) : (
          <FilteredList
            basePath={localizedPath(locale, routes.blog())}
            items={posts.map((post, index) => (
              <PostCard key={post.slug} post={post} locale={locale} priority={index === 0} />
            ))}
            itemCategories={posts.map((post) => post.category?.slug ?? '')}
            categories={categories.filter((category) => used.has(category.slug)).map((category) => ({ slug: category.slug, name: pick(category.name, locale) }))}
            labels={{
              filter: t('blog.filter_label'),
              all: t('offers.all_categories'),
              pagination: {
                label: t('blog.pagination'),
                previous: t('blog.previous'),
                next: t('blog.next'),
                page: t.raw('blog.page') as string,
              },
            }}
            pageSize={DEFAULT_PAGE_SIZE}
            listClassName="mt-12 grid gap-x-10 gap-y-16 sm:grid-cols-2 lg:grid-cols-3 sm:[&>li:first-child]:col-span-2 lg:[&>li:first-child]:col-span-3"
          />
        )}
      </section>
    </>
  )
}
