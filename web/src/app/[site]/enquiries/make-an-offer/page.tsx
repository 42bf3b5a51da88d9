/**
 * /enquiries/make-an-offer?car_id={slug}&offer_from_client={amount} (the Make an Offer dialog's
 * page, and its no-JavaScript fallback): the make_an_offer form for one of this site's cars, the
 * amount prefilled from the query, where the car takes offers (the same rule as its button).
 * Without a car: a short page pointing to the search and the contact page. An unknown or another
 * dealer's car: this segment's friendly 404. A sold car: the way to something similar.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { carIdParam, formPageCar } from '@/components/leads/vehicle/form-page';
import { MakeOfferForm } from '@/components/leads/vehicle/MakeOfferForm';
import { amountParam } from '@/components/leads/money';
import { FormPageLayout, FormPageNextSteps } from '@/components/vehicle/FormPageLayout';
import { leadFormMeta } from '@/components/leads/schema-meta';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string: rendered per request.
export const dynamic = 'force-dynamic';

const TITLE = 'Make an Offer';
const INTRO = 'Tell us what you would like to pay and we will get back to you.';

async function load({ params, searchParams }: PageProps<'/[site]/enquiries/make-an-offer'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const carId = carIdParam(query.car_id);
  if (carId === undefined) return { site, car: undefined, amount: undefined };
  const car = await formPageCar(site, carId);
  if (!car) notFound();
  return { site, car, amount: amountParam(query.offer_from_client) };
}

export async function generateMetadata(props: PageProps<'/[site]/enquiries/make-an-offer'>): Promise<Metadata> {
  const { car } = await load(props);
  return { title: car ? `${TITLE}: ${car.model.title}` : TITLE, robots: { index: false, follow: true } };
}

export default async function MakeAnOffer(props: PageProps<'/[site]/enquiries/make-an-offer'>) {
  const { car, amount } = await load(props);
  if (!car) {
    return (
      <FormPageLayout title={TITLE} intro={INTRO}>
        <FormPageNextSteps message="Which car would you like to make an offer on? Find it in our stock and choose Make an Offer on its page, or contact us." />
      </FormPageLayout>
    );
  }
  const carHref = car.model.href;
  return (
    <FormPageLayout title={TITLE} intro={INTRO} car={car.summary} carHref={carHref}>
      {car.model.actions.buttons.includes('make_an_offer') ? (
        <MakeOfferForm data={car.data} meta={leadFormMeta('make_an_offer', car.data.options)} amount={amount} labelledBy="form-page-heading" />
      ) : car.model.inStock ? (
        <FormPageNextSteps message="We do not take offers online. Please call or contact us to talk about this car." carHref={carHref} carLabel="Back to the car" />
      ) : (
        <FormPageNextSteps message="This car has recently sold, so it is no longer taking offers. Tell us what you are after and we will find you something similar." carHref={`${carHref}#enquire`} />
      )}
    </FormPageLayout>
  );
}
