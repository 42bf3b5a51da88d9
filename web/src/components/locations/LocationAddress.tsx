import type { Location } from '@/lib/content';

/** A location's street address on two lines. */
export function LocationAddress({ address, className = '' }: { address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'>; className?: string }) {
  return (
    <address className={`not-italic ${className}`}>
      {address.street}
      <br />
      {address.city} {address.state} {address.postcode}
    </address>
  );
}
