/**
 * The vehicle page's lead data as a JSON data island. The page's dialogs (Book a Test Drive, Make
 * an Offer) are placed by components that only hand them the car's summary, and their forms load on
 * first open; they read this island then, so the data is written once per page and costs no
 * JavaScript until a form is wanted. Escaped like the page's JSON-LD: no `</script>` can end it early.
 */
import { jsonLdText } from '@/lib/vehicle/structured-data';
import { VEHICLE_LEAD_DATA_ID, type VehicleLeadData } from './vehicle-lead-data';

export function VehicleLeadIsland({ data }: { data: VehicleLeadData }) {
  return <script type="application/json" id={VEHICLE_LEAD_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
