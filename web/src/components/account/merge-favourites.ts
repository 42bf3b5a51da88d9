/**
 * At sign-in the favourites kept in this browser join the account's (spec issue: "favourites stay
 * local for shoppers who never sign in and merge into the account at sign-in"); the merged list comes
 * back and replaces the local one, so a second device shows the same cars. A failure changes nothing.
 */
import { favouritesStore, parseFavourites } from '@/components/search/results/favourites';
import { postJson } from './post-json';

export async function mergeFavouritesIntoAccount(): Promise<void> {
  const answer = await postJson('/api/favourites', { entries: favouritesStore.getSnapshot() }, 'PUT');
  if (!answer.ok || !Array.isArray(answer.body.entries)) return;
  const merged = parseFavourites(JSON.stringify(answer.body.entries));
  favouritesStore.update(() => merged);
}
