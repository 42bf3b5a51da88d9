/** /mybigboxcars: the garage under a dealer group's own address (components/garage/brand-garage.tsx). */
import { brandGarage, garageMetadata } from '@/components/garage/brand-garage';

// Per shopper: read with the session cookie on every request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = garageMetadata;
export default brandGarage('mybigboxcars');
