/**
 * Every GROQ query the web app runs, in one file. The same strings run under groq-js (embedded) and
 * against the Sanity Content Lake. Per-site queries take the site's document id ($siteId), which
 * `SITE_QUERY` returns, so no query can wander into another dealer's documents.
 */
import { defineQuery } from 'groq';

export const SITE_HOSTS_QUERY = defineQuery(
  `*[_type == "site" && defined(slug.current)]{ "slug": slug.current, "domains": coalesce(domains, []), "gated_routes": coalesce(features.gated_routes, []), "features": { "garage": features.garage == true, "watchlist": features.watchlist == true } }`,
);

export const SITES_INDEX_QUERY = defineQuery(
  `*[_type == "site" && defined(slug.current)] | order(name asc){
    name, "slug": slug.current, template, "domains": coalesce(domains, []), tagline,
    "city": *[_type == "location" && site._ref == ^._id && primary == true][0].address.city,
    "state": *[_type == "location" && site._ref == ^._id && primary == true][0].address.state
  }`,
);

const imageProjection = `{ "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, alt }`;

export const SITE_QUERY = defineQuery(
  `*[_type == "site" && slug.current == $site][0]{
    _id, name, "slug": slug.current, template, "domains": coalesce(domains, []), url, tagline,
    dealership_group, address, email, lead_email, finance_email, test_drive_disclaimer, crm_webhook_url, dealer_network_email, base_domain, finance_provider, valuation_provider,
    "dealerships": coalesce(dealerships[]{ dealership_id, name, "slug": slug.current, makes, dealer_license_number,
      motor_vehicle_repairer, average_rating, review_count, review_url }, []),
    phones, complaints_contact, social, search_settings, specifications, no_price_text, reviews_minimum_rating, features,
    "theme": theme{ primary, accent, "logo": logo${imageProjection} },
    "manufacturer": manufacturer->{ _id, name, "slug": slug.current, "logo": logo.asset->url }
  }`,
);

const linkProjection = `_key, label, path, url, "mandatory": coalesce(mandatory, false), "hidden": coalesce(hidden, false), dynamic`;

export const NAVIGATION_QUERY = defineQuery(
  `*[_type == "navigation" && site._ref == $siteId && placement == $placement][0]{
    "items": coalesce(items[]{ ${linkProjection}, "right_aligned": coalesce(right_aligned, false),
      "children": coalesce(children[]{ ${linkProjection} }, []) }, [])
  }`,
);

export const MODELS_QUERY = defineQuery(
  `*[_type == "model" && manufacturer._ref == $manufacturerId] | order(name asc){
    _id, name, "slug": slug.current, category, status, body, override_url, cloudfront_new_image_url, "image": image.asset->url
  }`,
);

/** The manufacturers of the makes a multi-franchise site sells, for the brand-logo menu ($makes from its dealerships). */
export const BRANDS_QUERY = defineQuery(
  `*[_type == "manufacturer" && name in $makes] | order(name asc){ _id, name, "slug": slug.current, "logo": logo.asset->url }`,
);

export const PAGE_QUERY = defineQuery(
  `*[_type == "page" && site._ref == $siteId && slug.current == $slug][0]{
    _id, title, "slug": slug.current, description, body,
    "blocks": coalesce(blocks[]{ ..., "image": image${imageProjection} }, [])
  }`,
);

export const PAGE_SLUGS_QUERY = defineQuery(
  `*[_type == "page" && site._ref == $siteId && defined(slug.current)]{ "slug": slug.current, title }`,
);

export const LOCATIONS_QUERY = defineQuery(
  `*[_type == "location" && site._ref == $siteId] | order(primary desc, name asc){
    _id, location_id, name, "slug": slug.current, location_type, location_subtype,
    "primary": coalesce(primary, false), "visible": coalesce(visible, true),
    dealership_id, dealership_slug, dealer_license_number, motor_vehicle_repairer,
    "image": image${imageProjection}, address, contact_detail, timezone,
    "opening_hours": coalesce(opening_hours, []), "special_hours": coalesce(special_hours, []),
    saturday_by_appointment_from, reviews, distribution_locations
  }`,
);

const offerProjection = `{
    _id, name, "slug": slug.current, category, description, disclaimer, starts_at, ends_at,
    "image": image${imageProjection},
    "manufacturer": manufacturer->name,
    "model": model->{ name, "slug": slug.current, override_url }
  }`;

/** The site's offers, soonest-ending first; which are live today is decided by domain/offers (isOfferActive). */
export const OFFERS_QUERY = defineQuery(
  `*[_type == "offer" && site._ref == $siteId && !($siteId in coalesce(excluded_website_ids[]._ref, []))]
    | order(ends_at asc)[0...$limit]${offerProjection}`,
);

export const OFFER_QUERY = defineQuery(
  `*[_type == "offer" && site._ref == $siteId && slug.current == $slug && !($siteId in coalesce(excluded_website_ids[]._ref, []))][0]${offerProjection}`,
);

export const REVIEWS_QUERY = defineQuery(
  `*[_type == "review" && site._ref == $siteId && rating >= $minRating] | order(review_date desc)[0...$limit]{
    _id, customer_name, rating, text, review_date, reply_text, reply_date, dealership_slug
  }`,
);

export const PROMOS_QUERY = defineQuery(
  `*[_type == "promo" && site._ref == $siteId] | order(coalesce(position, 9999) asc, start desc){
    _id, title, body, start, expiry, position, "display": coalesce(display, []), "strictDisplay": coalesce(strictDisplay, false),
    "image": image${imageProjection}, "link": link{ label, path, url }
  }`,
);

/**
 * The site's popup promotions, latest expiry first and bounded, so old expired ones never pile up in
 * the read; which one shows (if any) is decided by domain/popup (currentPopup), comparing instants.
 */
export const POPUP_PROMOTIONS_QUERY = defineQuery(
  `*[_type == "popupPromotion" && site._ref == $siteId && defined(expiry)] | order(expiry desc)[0...10]{
    _id, title, description, expiry, "image": image${imageProjection}, "button": button{ label, path, url }
  }`,
);

const blogProjection = `{
    _id, title, "slug": slug.current, category, excerpt, author, published_at,
    "image": image${imageProjection}
  }`;

/** The site's blog, newest first (optionally one category). */
export const BLOG_POSTS_QUERY = defineQuery(
  `*[_type == "blogPost" && site._ref == $siteId && defined(slug.current) && ($category == null || category == $category)]
    | order(published_at desc)[0...$limit]${blogProjection}`,
);

export const BLOG_POST_QUERY = defineQuery(
  `*[_type == "blogPost" && site._ref == $siteId && slug.current == $slug][0]{
    _id, title, "slug": slug.current, category, excerpt, author, published_at, body,
    "image": image${imageProjection}
  }`,
);

/**
 * The platform's finance settings: one document (id FINANCE_SETTINGS_ID in schemas/src/sanity/
 * finance-settings.ts) for every site; the app narrows it to one site's dealer group (repository.ts).
 */
export const FINANCE_SETTINGS_QUERY = defineQuery(
  `*[_type == "financeSettings" && _id == "finance-settings"][0]{
    "excluded_dealer_groups": coalesce(excluded_dealer_groups, []),
    "calculator_groups": coalesce(calculator_groups[]{
      dealership_group, purchase_price_min, interest_rate_min, interest_rate_max, default_interest_rate, establishment_fee
    }, []),
    calculator_disclaimer
  }`,
);
