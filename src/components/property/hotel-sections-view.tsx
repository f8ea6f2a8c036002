'use client'

import type { ReactNode } from 'react'

import { Icon } from '../ui/icon'
import { type Kept, KeptMarkup } from '../ui/kept-markup'
import { Picture, type PictureFiles } from '../ui/picture'

/*
 * The hotel page's sections that have nothing to click but plain links, drawn from data the page
 * prepares on the server (every text in the page's language) and keeps for the render of its HTML
 * (`kept()`): the page's React payload carries neither their texts nor their trees of elements, and
 * they keep the server's markup when the page hydrates (KeptMarkup), so they cost no hydration work.
 */

/** The bar of links to the page's sections, under the hero. */
export function SectionTabsView({ label, content }: { label: string; content: Kept<{ id: string; label: string }[]> }) {
  return (
    <KeptMarkup
      as="nav"
      aria-label={label}
      className="sticky top-[72px] z-30 border-b border-ink/10 bg-ivory/95 backdrop-blur"
      source={content}
      draw={(sections) => (
        <ul data-testid="section-tabs" className="section-tabs">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="section-link">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    />
  )
}

/** The story of the hotel: its summary and its description (HTML sanitized in src/data). */
export function HotelStoryView({ content }: { content: Kept<{ eyebrow: string; summary: string; description: string }> }) {
  return (
    <KeptMarkup
      as="div"
      className="lg:col-span-7"
      source={content}
      draw={({ eyebrow, summary, description }) => (
        <>
          <p className="eyebrow">{eyebrow}</p>
          <p className="mt-4 font-display text-2xl leading-snug sm:text-3xl">{summary}</p>
          <div className="prose-hotel mt-8 text-base text-ink-soft" dangerouslySetInnerHTML={{ __html: description }} />
        </>
      )}
    />
  )
}

/** Check-in and -out, the address, phone and e-mail: a term with its icon, and the detail. */
export interface InfoRowData {
  icon: string
  term: string
  detail: string
  /** A tel: or mailto: link the detail opens. */
  href?: string
}

export function HotelInfoView({ content }: { content: Kept<InfoRowData[]> }) {
  return (
    <KeptMarkup
      as="dl"
      className="divide-y divide-ink/10 border-y border-ink/10 text-sm"
      source={content}
      draw={(rows) =>
        rows.map((row) => (
          <div key={row.term} className="py-4">
            <dt className="term info-term">
              <Icon name={row.icon} className="h-5 w-5 shrink-0 text-brass" />
              {row.term}
            </dt>
            <dd className="mt-1 pl-9">
              {row.href ? (
                <a href={row.href} className="underline-offset-4 hover:underline">
                  {row.detail}
                </a>
              ) : (
                row.detail
              )}
            </dd>
          </div>
        ))
      }
    />
  )
}

/** A picture with its alternative text. */
export type PictureData = PictureFiles & { alt: string }

/** The mosaic of the gallery's first pictures: the first one large. */
export function GalleryMosaicView({ content }: { content: Kept<PictureData[]> }) {
  return (
    <KeptMarkup
      as="ul"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 md:grid-rows-2"
      source={content}
      draw={(pictures) =>
        pictures.map(({ alt, ...files }, index) => (
          <li key={files.src} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
            <Picture
              image={files}
              alt={alt}
              sizes={index === 0 ? '(min-width: 768px) 50vw, calc(100vw - 2rem)' : '(min-width: 768px) 25vw, 50vw'}
              className="gallery-picture"
            />
          </li>
        ))
      }
    />
  )
}

/** A restaurant, bar or spa: its picture, name, what it offers and its hours. */
export interface VenueData {
  picture: PictureData
  name: string
  description: string
  hours: string
}

export function VenueSectionView({ id, content }: { id: string; content: Kept<{ title: string; hoursLabel: string; venues: VenueData[] }> }) {
  return (
    <KeptSection
      id={id}
      heading={`${id}-heading`}
      source={content}
      draw={({ hoursLabel, venues }) => (
        <>
          <ul className="mt-10 grid gap-10 md:grid-cols-2">
            {venues.map(({ picture: { alt, ...files }, ...venue }, index) => (
              <li key={index} className="grid gap-5 sm:grid-cols-5">
                <Picture image={files} alt={alt} sizes="(min-width: 768px) 20vw, calc(100vw - 2rem)" className="aspect-[3/2] w-full object-cover sm:col-span-2" />
                <div className="sm:col-span-3">
                  <h3 className="font-display text-2xl">{venue.name}</h3>
                  <p className="mt-2 blurb">{venue.description}</p>
                  {venue.hours && (
                    <p className="mt-3 flex items-start gap-2 text-sm">
                      <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                      <span>
                        <span className="sr-only">{hoursLabel}: </span>
                        {venue.hours}
                      </span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}

/** The hotel's facilities, each with its icon in a disc. */
export function FacilitiesView({ content }: { content: Kept<{ title: string; facilities: { key: string; icon: string; name: string }[] }> }) {
  return (
    <KeptSection
      id="facilities"
      heading="facilities-heading"
      source={content}
      draw={({ facilities }) => (
        <>
          <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
            {facilities.map((facility) => (
              <li key={facility.key} className="facility">
                <span className="icon-disc">
                  <Icon name={facility.icon} />
                </span>
                {facility.name}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}

/** A house policy: its key (children, pets…), icon, name, the rule and the hotel's note. */
export interface PolicyData {
  key: string
  icon: string
  term: string
  rule: string
  note: string
}

export function PoliciesView({ content }: { content: Kept<{ title: string; policies: PolicyData[] }> }) {
  return (
    <KeptSection
      id="policies"
      heading="policies-heading"
      source={content}
      draw={({ policies }) => (
        <>
          <dl className="mt-10 grid gap-x-12 border-t border-ink/10 text-sm md:grid-cols-2" data-testid="policies">
            {policies.map((policy) => (
              // dt and dd are the div's own children (HTML allows nothing else in a dl's div): the
              // icon sits in the dt, placed in the div's left margin.
              <div key={policy.key} className="policy" data-policy={policy.key}>
                <dt className="term">
                  <Icon name={policy.icon} className="absolute left-0 top-5 mt-0.5 h-5 w-5 text-brass" />
                  {policy.term}
                </dt>
                <dd className="mt-1">{policy.rule}</dd>
                {policy.note && <dd className="mt-1 text-ink-soft">{policy.note}</dd>}
              </div>
            ))}
          </dl>
        </>
      )}
    />
  )
}

/** Places to see near the hotel: a square picture, the name and a few lines. */
export function NearbyView({ content }: { content: Kept<{ title: string; places: { slug: string; picture: PictureData; name: string; description: string }[] }> }) {
  return (
    <KeptSection
      heading="nearby-heading"
      source={content}
      draw={({ places }) => (
        <>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {places.map(({ picture: { alt, ...files }, ...place }) => (
              <li key={place.slug} className="flex gap-5">
                <Picture image={files} alt={alt} sizes="160px" className="aspect-square w-32 shrink-0 object-cover sm:w-40" />
                <div>
                  <h3 className="font-display text-xl">{place.name}</h3>
                  <p className="mt-2 blurb">{place.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}

/** A titled section of the hotel page (with an id, a tab's target), kept as the server drew it. */
function KeptSection<T extends { title: string }>({ id, heading, source, draw }: { id?: string; heading: string; source: Kept<T>; draw: (data: T) => ReactNode }) {
  return (
    <KeptMarkup
      as="section"
      id={id}
      aria-labelledby={heading}
      className="hotel-section"
      source={source}
      draw={(data) => (
        <>
          <h2 id={heading} className="section-title">
            {data.title}
          </h2>
          {draw(data)}
        </>
      )}
    />
  )
}
