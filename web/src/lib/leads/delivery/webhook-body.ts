/**
 * The JSON a dealer's CRM receives: the lead's fields, the car as it was, and how it was routed. Field
 * names follow the lead submission of spec §7 (user data, url, source 'Website', user agent, car_id,
 * car_dealership_id, lead_attributes {visited_pages, linked_query_params}, category, subcategory,
 * lead_id), and for the valuation wizard's leads the trade-in (`trade_in`) and the lead it continues.
 */
import type { DeliveryLead } from './lead';
import type { Vendor } from './vendor';

export function webhookBody(lead: DeliveryLead, vendor: Vendor): string {
  return JSON.stringify({
    lead_id: lead.id,
    site: lead.site,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    created_at: lead.createdAt.toISOString(),
    source: 'Website',
    user: {
      name: lead.firstName,
      last_name: lead.lastName ?? null,
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      postcode: lead.postcode ?? null,
      preferred_contact: lead.preferredContact ?? null,
      opt_in: lead.marketingOptIn,
    },
    message: lead.message ?? null,
    fields: lead.fields,
    car_id: lead.carId ?? lead.car?.id ?? null,
    car_dealership_id: lead.car?.dealership_id ?? null,
    car: lead.car ?? null,
    routing: {
      dealership_slug: lead.dealershipSlug ?? null,
      location_id: lead.locationId ?? lead.car?.location_id ?? null,
      vendor: { name: vendor.name, location: vendor.locationName ?? null, phone: vendor.phone ?? null, email: vendor.email ?? null },
    },
    url: lead.pageUrl ?? null,
    user_agent: lead.userAgent ?? null,
    lead_attributes: { visited_pages: lead.visitedPages, linked_query_params: lead.linkedQueryParams },
    // The valuation wizard's leads: the trade-in car, answers and valuation, and the lead this continues.
    parent_lead_id: lead.parentLeadId ?? null,
    trade_in: lead.tradeIn ?? null,
  });
}
