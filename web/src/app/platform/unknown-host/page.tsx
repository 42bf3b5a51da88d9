import { notFound } from 'next/navigation';

/** The proxy sends every host it does not know here: a 404 that shows no dealer's content. */
export default function UnknownHost() {
  notFound();
}
