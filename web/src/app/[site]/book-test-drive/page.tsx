/**
 * /book-test-drive?car_id={slug} (spec §2 default page; the Book a Test Drive dialog's page): the
 * test_drive form for one of this site's cars, server-rendered so it works without JavaScript.
 * Without a car: a short page pointing to the search and the contact page. An unknown or another
 * dealer's car: this segment's friendly 404. A sold car: the way to something similar.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { carIdParam, formPageCar } from '@/components/leads/vehicle/form-page';
import { TestDriveForm } from '@/components/leads/vehicle/TestDriveForm';
import { FormPageLayout, FormPageNextSteps } from '@/components/vehicle/FormPageLayout';
import { leadFormMeta } from '@/components/leads/schema-meta';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string: rendered per request.
export const dynamic = 'force-dynamic';

const TITLE = 'Book a Test Drive';
const INTRO = 'Choose a time that suits you and we will have the car ready. No obligation: we confirm by phone or email.';

async function load({ params, searchParams }: PageProps<'/[site]/book-test-drive'>) {
  const site = await loadSite((await params).site);
  const carId = carIdParam((await searchParams).car_id);
  if (carId === undefined) return { site, car: undefined };
  const car = await formPageCar(site, carId);
  if (!car) notFound();
  return { site, car };
}

export async function generateMetadata(props: PageProps<'/[site]/book-test-drive'>): Promise<Metadata> {
  const { car } = await load(props);
  return { title: car ? `${TITLE}: ${car.model.title}` : TITLE, robots: { index: false, follow: true } };
}

export default async function BookTestDrive(props: PageProps<'/[site]/book-test-drive'>) {
  const { car } = await load(props);
  if (!car) {
    return (
      <FormPageLayout title={TITLE} intro={INTRO}>
        <FormPageNextSteps message="Which car would you like to drive? Find it in our stock and choose Book a Test Drive on its page, or contact us and we will arrange it." />
      </FormPageLayout>
    );
  }
  const carHref = car.model.href;
  return (
    <FormPageLayout title={TITLE} intro={INTRO} car={car.summary} carHref={carHref}>
      {car.model.inStock ? (
        <TestDriveForm data={car.data} meta={leadFormMeta('test_drive', car.data.options)} labelledBy="form-page-heading" />
      ) : (
        <FormPageNextSteps message="This car has recently sold, so it can no longer be test-driven. Tell us what you are after and we will find you something similar." carHref={`${carHref}#enquire`} />
      )}
    </FormPageLayout>
  );
}
