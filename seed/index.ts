import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LANGUAGES, LOCALES } from '../src/i18n/locales'
import { DEFAULT_EXCHANGE_RATES } from '../src/lib/exchange'
import { AVAILABILITY, CHILD_BANDS, EXTRA_ADULT_SHARE, PROMO_TERMS, SEASONS, TAXES, taxRow } from './content/booking'
import { labels } from './content/labels'
import {
  about,
  blogCategories,
  blogPosts,
  careers,
  corporate,
  faqCategories,
  faqs,
  galleries,
  host,
  offerCategories,
  offers,
  pages,
  policies,
  sellingPoints,
  slides,
  social,
} from './content/editorial'
import { housePolicies, moreReviews, reviewLanguages, venues } from './content/hotel-details'
import { attractions, cities, countries, facilities, properties, reviews } from './content/properties'
import { searchTerms } from './content/search-terms'
import type { CategorySeed, ImageScene, ImageSpec, L } from './content/types'
import { lexicalByLocale } from './lexical'
import { faviconPicture, logoPicture, scenePicture } from './media-files'
import { type Id, Seeder } from './seeder'

export const DEMO_STAFF = {
  email: process.env.SEED_ADMIN_EMAIL?.trim() || 'staff@aurelia-hotels.example',
  password: process.env.SEED_ADMIN_PASSWORD?.trim() || 'aurelia-demo-2026',
  name: 'Demo Staff',
}

/**
 * Demo colleagues, one for each other role: a group editor, and the manager of the two French hotels
 * (README's demo section lists these logins).
 */
export const DEMO_TEAM = [
  { email: 'editor@aurelia-hotels.example', password: 'aurelia-editor-2026', name: 'Demo Editor', role: 'group_editor', properties: [] },
  {
    email: 'manager@aurelia-hotels.example',
    password: 'aurelia-manager-2026',
    name: 'Demo Manager',
    role: 'property_manager',
    properties: ['aurelia-paris-saint-germain', 'aurelia-nice-promenade'],
  },
] as const

const sceneLabel = (scene: ImageScene): L => labels[`image.${scene}`]

/** Alt text: "{subject} — {what the picture shows}" in every language. */
const altFor = (subject: L, spec: ImageSpec): L => Object.fromEntries(LOCALES.map((locale) => [locale, `${subject[locale]} — ${sceneLabel(spec.scene)[locale]}`])) as L

/** Every generated picture the content uses, in the order the writes need them. */
const scenes = (): ImageSpec[] => [
  ...countries.map((item) => item.image),
  ...cities.map((item) => item.image),
  ...properties.flatMap((property) => [
    property.hero,
    ...property.gallery,
    ...(venues[property.slug] ?? []).map((venue) => venue.image),
    ...property.roomTypes.flatMap((room) => room.photos),
  ]),
  ...attractions.map((item) => item.image),
  ...offers.map((item) => item.image),
  ...blogPosts.map((item) => item.cover),
  host.image,
  ...slides.map((item) => item.image),
  about.image,
  ...galleries.flatMap((gallery) => gallery.images.map((item) => item.image)),
]

/**
 * Writes the demo content: first the pictures' files (drawn in parallel, or copied from the cache
 * under data/), then every document once with all its languages, in one transaction.
 */
export async function seedDemoContent(payload: Payload, log: (line: string) => void = console.log) {
  const seeder = new Seeder(payload)
  // Wall and CPU time per phase (CPU counts sharp's threads too: above the wall time, work ran in parallel).
  let lap = { wall: performance.now(), cpu: process.cpuUsage() }
  const elapsed = () => {
    const now = { wall: performance.now(), cpu: process.cpuUsage() }
    const cpu = process.cpuUsage(lap.cpu)
    const text = `${((now.wall - lap.wall) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`
    lap = now
    return text
  }

  // The biggest first: the 2560 px pictures and the logo would otherwise be drawn last, alone on one core.
  const pictures = [...scenes().map(scenePicture), logoPicture(corporate.name), faviconPicture()]
  await seeder.prepareImages(pictures.sort((a, b) => b.width * b.height - a.width * a.height))
  const images = seeder.images
  log(`images: ${images.drawn} drawn, ${images.fromCache} from the cache, ${images.stored} already stored — ${elapsed()}`)

  await seeder.transaction(() => writeContent(seeder, log))
  const { created, updated, unchanged } = seeder.writes
  log(`documents: ${created} created, ${updated} updated, ${unchanged} unchanged, in one transaction — ${elapsed()}`)
  return { counts: Object.fromEntries(seeder.counts), writes: { ...seeder.writes }, staff: DEMO_STAFF, team: DEMO_TEAM }
}

async function writeContent(seeder: Seeder, log: (line: string) => void) {
  const bySlug = (slug: string) => ({ slug: { equals: slug } })
  const ids = {
    facilities: new Map<string, Id>(),
    countries: new Map<string, Id>(),
    cities: new Map<string, Id>(),
    properties: new Map<string, Id>(),
    /** By `${property slug}/${room type slug}` and `${property slug}/${rate plan code}`. */
    roomTypes: new Map<string, Id>(),
    ratePlans: new Map<string, Id>(),
  }
  const category = async (collection: 'offer-categories' | 'blog-categories' | 'faq-categories', items: CategorySeed[]) => {
    const map = new Map<string, Id>()
    for (const [index, item] of items.entries()) {
      map.set(item.slug, await seeder.upsert(collection, bySlug(item.slug), { slug: item.slug, order: index + 1, name: item.name }))
    }
    return map
  }

  log('languages and labels')
  for (const [index, language] of LANGUAGES.entries()) {
    await seeder.upsert(
      'languages',
      { iso_code: { equals: language.locale } },
      {
        iso_code: language.locale,
        label_uri: language.code,
        label: language.label,
        is_default: language.isDefault,
        status: true,
        order: index + 1,
      },
    )
  }
  for (const [key, value] of Object.entries(labels)) {
    await seeder.upsert('labels', { key: { equals: key } }, { key, value })
  }

  log('corporate profile')
  // Described in English only, as an upload of them in the back office would be.
  const logo = await seeder.picture(logoPicture(corporate.name).base, { [DEFAULT_LOCALE]: corporate.name })
  const favicon = await seeder.picture(faviconPicture().base, { [DEFAULT_LOCALE]: corporate.name })
  await seeder.global('corporate-profile', {
    name: corporate.name,
    corporate_id: corporate.corporateId,
    tagline: corporate.tagline,
    description: corporate.description,
    address: corporate.address,
    email: corporate.email,
    phone: corporate.phone,
    gtm: corporate.gtm,
    logo,
    favicon,
  })

  log('exchange rates')
  // Demo rates for every currency the hotels price in and every display currency of spec §9.
  await seeder.global('exchange-rates', {
    base_currency: DEFAULT_EXCHANGE_RATES.base,
    rates: Object.entries(DEFAULT_EXCHANGE_RATES.rates)
      .filter(([currency]) => currency !== DEFAULT_EXCHANGE_RATES.base)
      .map(([currency, rate]) => ({ currency, rate })),
  })

  log('facilities, countries, cities')
  for (const [index, facility] of facilities.entries()) {
    ids.facilities.set(
      facility.key,
      await seeder.upsert(
        'master-facilities',
        { key: { equals: facility.key } },
        {
          key: facility.key,
          order: index + 1,
          name: facility.name,
          icon: facility.icon,
          category: facility.category,
        },
      ),
    )
  }
  const facilityIds = (keys: string[]) => keys.map((key) => must(ids.facilities, key, 'facility'))
  for (const [index, country] of countries.entries()) {
    const image = await seeder.image(country.image, country.name)
    ids.countries.set(
      country.slug,
      await seeder.upsert('countries', bySlug(country.slug), {
        slug: country.slug,
        order: index + 1,
        code: country.code,
        name: country.name,
        search_terms: searchTerms.countries[country.slug] ?? '',
        description: country.description,
        image,
      }),
    )
  }
  for (const [index, city] of cities.entries()) {
    const image = await seeder.image(city.image, city.name)
    ids.cities.set(
      city.slug,
      await seeder.upsert('cities', bySlug(city.slug), {
        slug: city.slug,
        order: index + 1,
        name: city.name,
        search_terms: searchTerms.cities[city.slug] ?? '',
        country: must(ids.countries, city.country, 'country'),
        description: city.description,
        coordinates: city.coordinates,
        image,
      }),
    )
  }

  log('properties, rooms and rates')
  for (const property of properties) {
    const hero = await seeder.image(property.hero, altFor(property.name, property.hero))
    const gallery: Id[] = []
    for (const spec of property.gallery) gallery.push(await seeder.image(spec, altFor(property.name, spec)))
    const venueRows = []
    for (const venue of venues[property.slug] ?? []) {
      venueRows.push({
        kind: venue.kind,
        name: venue.name,
        description: venue.description,
        hours: venue.hours,
        image: await seeder.image(venue.image, altFor(venue.name, venue.image)),
      })
    }
    const propertyId = await seeder.upsert(
      'properties',
      bySlug(property.slug),
      {
        slug: property.slug,
        order: property.order,
        name: property.name,
        search_terms: searchTerms.properties[property.slug] ?? '',
        summary: property.summary,
        description: lexicalByLocale(property.description),
        city: must(ids.cities, property.city, 'city'),
        country: must(ids.countries, property.country, 'country'),
        address: property.address,
        coordinates: property.coordinates,
        currency: property.currency,
        time_zone: property.timeZone,
        star_rating: property.starRating,
        check_in_time: property.checkInTime,
        check_out_time: property.checkOutTime,
        taxes: (TAXES[property.slug] ?? []).map(taxRow),
        facilities: facilityIds(property.facilities),
        hero,
        gallery,
        contact: property.contact,
        policies: housePolicies[property.slug],
        venues: venueRows,
      },
      { drafts: true },
    )
    ids.properties.set(property.slug, propertyId)

    const roomIds = new Map<string, Id>()
    for (const [index, room] of property.roomTypes.entries()) {
      const photos: Id[] = []
      for (const spec of room.photos) photos.push(await seeder.image(spec, altFor(room.name, spec)))
      roomIds.set(
        room.slug,
        await seeder.upsert(
          'room-types',
          { and: [{ property: { equals: propertyId } }, { slug: { equals: room.slug } }] },
          {
            property: propertyId,
            slug: room.slug,
            order: index + 1,
            name: room.name,
            description: room.description,
            beds: room.beds,
            view: room.view ?? room.photos[0]?.view,
            max_adults: room.maxAdults,
            max_children: room.maxChildren,
            base_occupancy: Math.min(2, room.maxAdults),
            size_sqm: room.sizeSqm,
            rooms_on_sale: room.roomsOnSale,
            photos,
            amenities: facilityIds(room.amenities),
          },
          { drafts: true },
        ),
      )
      ids.roomTypes.set(`${property.slug}/${room.slug}`, must(roomIds, room.slug, 'room type'))
    }
    for (const [index, plan] of property.ratePlans.entries()) {
      // Occupancy prices follow the plan's cheapest room, rounded as the plan's prices are.
      const cheapest = Math.min(...Object.values(plan.prices))
      const step = cheapest >= 1_000_000 ? 1_000_000 : cheapest >= 10_000 ? 100 : 10
      const share = (factor: number) => Math.round((cheapest * factor) / step) * step
      const planId = await seeder.upsert(
        'rate-plans',
        { and: [{ property: { equals: propertyId } }, { code: { equals: plan.code } }] },
        {
          property: propertyId,
          code: plan.code,
          order: index + 1,
          name: plan.name,
          description: plan.description,
          refundable: plan.refundable,
          cancellation_days: plan.cancellationDays,
          board: plan.board,
          prices: Object.entries(plan.prices).map(([roomSlug, nightly]) => ({
            room_type: must(roomIds, roomSlug, `room type of ${property.slug}`),
            nightly_minor: nightly,
          })),
          seasons: (SEASONS[property.slug] ?? []).flatMap((season) =>
            Object.entries(plan.prices).map(([roomSlug, nightly]) => ({
              from: season.from,
              to: season.to,
              room_type: must(roomIds, roomSlug, `room type of ${property.slug}`),
              nightly_minor: Math.round((nightly * season.factor) / step) * step,
            })),
          ),
          extra_adult_minor: share(EXTRA_ADULT_SHARE),
          child_rates: CHILD_BANDS.map((band) => ({ max_age: band.maxAge, nightly_minor: share(band.share) })),
        },
        { drafts: true },
      )
      ids.ratePlans.set(`${property.slug}/${plan.code}`, planId)
    }
    for (const rule of AVAILABILITY.filter((item) => item.property === property.slug)) {
      const rooms = rule.roomType === '*' ? [...roomIds.values()] : [must(roomIds, rule.roomType, `room type of ${property.slug}`)]
      for (const roomType of rooms) {
        await seeder.upsert(
          'room-availability',
          { and: [{ room_type: { equals: roomType } }, { from: { equals: rule.from } }, { to: { equals: rule.to } }] },
          {
            property: propertyId,
            room_type: roomType,
            from: rule.from,
            to: rule.to,
            rooms_on_sale: rule.roomsOnSale,
            stop_sell: rule.stopSell ?? false,
            min_stay: rule.minStay,
            closed_to_arrival: rule.closedToArrival ?? false,
            note: rule.note,
          },
        )
      }
    }
  }
  const propertyId = (slug: string) => must(ids.properties, slug, 'property')

  log('attractions and reviews')
  for (const [index, attraction] of attractions.entries()) {
    const image = await seeder.image(attraction.image, attraction.name)
    const property = properties.find((item) => item.slug === attraction.property)
    await seeder.upsert('attractions', bySlug(attraction.slug), {
      slug: attraction.slug,
      order: index + 1,
      name: attraction.name,
      description: attraction.description,
      category: attraction.category,
      property: propertyId(attraction.property),
      city: property ? must(ids.cities, property.city, 'city') : undefined,
      coordinates: attraction.coordinates,
      image,
    })
  }
  for (const review of [...reviews, ...moreReviews]) {
    await seeder.upsert(
      'reviews',
      { and: [{ property: { equals: propertyId(review.property) } }, { author: { equals: review.author } }] },
      {
        property: propertyId(review.property),
        author: review.author,
        country: review.country,
        rating: review.rating,
        date: review.date,
        language: review.language ?? reviewLanguages[review.author] ?? 'en',
        title: review.title,
        body: review.body,
      },
    )
  }

  /** An offer's promo terms as its fields store them: room types and rate plans at each of its hotels. */
  const promoTermsOf = (offer: (typeof offers)[number]) => {
    const terms = offer.promoCode ? PROMO_TERMS[offer.promoCode] : undefined
    const hotels = offer.properties.length > 0 ? offer.properties : [...ids.properties.keys()]
    const named = (map: Map<string, Id>, keys: string[] | undefined) =>
      (keys ?? []).flatMap((key) => hotels.flatMap((hotel) => (map.has(`${hotel}/${key}`) ? [map.get(`${hotel}/${key}`)!] : [])))
    return {
      promo_min_nights: terms?.minNights,
      promo_room_types: named(ids.roomTypes, terms?.roomTypes),
      promo_rate_plans: named(ids.ratePlans, terms?.ratePlans),
      promo_non_refundable: terms?.nonRefundable ?? false,
      bookable_from: terms?.bookableFrom,
      bookable_to: terms?.bookableTo,
    }
  }

  log('offers, journal, help')
  const offerCategoryIds = await category('offer-categories', offerCategories)
  for (const offer of offers) {
    const image = await seeder.image(offer.image, offer.title)
    await seeder.upsert(
      'offers',
      bySlug(offer.slug),
      {
        slug: offer.slug,
        order: offer.order,
        title: offer.title,
        category: must(offerCategoryIds, offer.category, 'offer category'),
        properties: offer.properties.map(propertyId),
        summary: offer.summary,
        description: lexicalByLocale(offer.description),
        promo_code: offer.promoCode,
        discount_percent: offer.discountPercent,
        valid_from: offer.validFrom,
        valid_to: offer.validTo,
        ...promoTermsOf(offer),
        image,
      },
      { drafts: true },
    )
  }
  const blogCategoryIds = await category('blog-categories', blogCategories)
  for (const post of blogPosts) {
    const cover = await seeder.image(post.cover, post.title)
    await seeder.upsert(
      'blog-posts',
      bySlug(post.slug),
      {
        slug: post.slug,
        title: post.title,
        category: must(blogCategoryIds, post.category, 'blog category'),
        author: post.author,
        published_at: post.publishedAt,
        excerpt: post.excerpt,
        content: lexicalByLocale(post.content),
        cover,
      },
      { drafts: true },
    )
  }
  const faqCategoryIds = await category('faq-categories', faqCategories)
  for (const faq of faqs) {
    // Matched by its English question: the question is localized, so the lookup names the language.
    await seeder.upsert(
      'faqs',
      { 'question.en': { equals: faq.question.en } },
      {
        order: faq.order,
        category: must(faqCategoryIds, faq.category, 'faq category'),
        question: faq.question,
        answer: faq.answer,
        hotel_times: faq.hotel_times ?? false,
      },
    )
  }

  log('company: careers, policies, pages, social, host')
  for (const career of careers) {
    await seeder.upsert(
      'careers',
      bySlug(career.slug),
      {
        slug: career.slug,
        order: career.order,
        title: career.title,
        department: career.department,
        location: career.location,
        property: career.property ? propertyId(career.property) : undefined,
        employment_type: career.employmentType,
        description: lexicalByLocale(career.description),
      },
      { drafts: true },
    )
  }
  for (const policy of policies) {
    await seeder.upsert(
      'privacy-policies',
      bySlug(policy.slug),
      { slug: policy.slug, order: policy.order, name: policy.name, content: lexicalByLocale(policy.content) },
      { drafts: true },
    )
  }
  for (const page of pages) {
    await seeder.upsert('pages', bySlug(page.slug), { slug: page.slug, title: page.title, content: lexicalByLocale(page.content) }, { drafts: true })
  }
  for (const item of social) {
    await seeder.upsert('social-media', { platform: { equals: item.platform } }, { ...item })
  }
  const titledItems = async (collection: 'selling-points' | 'host-usps', items: typeof sellingPoints) => {
    for (const item of items) {
      await seeder.upsert(
        collection,
        { order: { equals: item.order } },
        {
          order: item.order,
          icon: item.icon,
          title: item.title,
          description: item.description,
        },
      )
    }
  }
  await titledItems('selling-points', sellingPoints)
  await titledItems('host-usps', host.usps)
  const hostImage = await seeder.image(host.image, host.title)
  await seeder.global('host-content', {
    title: host.title,
    intro: host.intro,
    content: lexicalByLocale(host.content),
    cta: host.cta,
    image: hostImage,
  })

  log('home slideshow, about and galleries')
  for (const slide of slides) {
    const image = await seeder.image(slide.image, slide.title)
    await seeder.upsert(
      'slideshows',
      { and: [{ corporate_id: { equals: corporate.corporateId } }, { order: { equals: slide.order } }] },
      {
        corporate_id: corporate.corporateId,
        order: slide.order,
        title: slide.title,
        subtitle: slide.subtitle,
        cta: slide.cta,
        link: slide.link,
        image,
      },
    )
  }
  const aboutImage = await seeder.image(about.image, about.title)
  await seeder.global('about', {
    title: about.title,
    intro: about.intro,
    content: lexicalByLocale(about.content),
    image: aboutImage,
  })
  for (const [index, gallery] of galleries.entries()) {
    const images: { image: Id; caption: L }[] = []
    for (const item of gallery.images) {
      images.push({ image: await seeder.image(item.image, item.caption), caption: item.caption })
    }
    await seeder.upsert('galleries', bySlug(gallery.slug), { slug: gallery.slug, order: index + 1, title: gallery.title, images })
  }

  log('staff users')
  if (!(await seeder.findOne('users', { email: { equals: DEMO_STAFF.email } }))) {
    await seeder.createOne('users', { ...DEMO_STAFF, role: 'admin' })
  }
  for (const colleague of DEMO_TEAM) {
    if (await seeder.findOne('users', { email: { equals: colleague.email } })) continue
    const properties = colleague.properties.map((slug) => must(ids.properties, slug, 'property'))
    await seeder.createOne('users', { ...colleague, properties })
  }
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Seed content refers to an unknown ${what}: ${String(key)}`)
  return value
}
