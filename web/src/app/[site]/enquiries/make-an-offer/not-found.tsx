import { CarNotFound } from '@/components/vehicle/FormPageLayout';

/** /enquiries/make-an-offer?car_id= naming no car of this site. */
export default function OfferCarNotFound() {
  return <CarNotFound what="make an offer on" />;
}
