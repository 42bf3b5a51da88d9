import { CarNotFound } from '@/components/vehicle/FormPageLayout';

/** /book-test-drive?car_id= naming no car of this site. */
export default function TestDriveCarNotFound() {
  return <CarNotFound what="book a test drive in" />;
}
