/**
 * The one error the db module lets out: a database that cannot be opened, migrated or queried.
 * Handlers map it to 503 (try again shortly) rather than 500, as the search engine's error is.
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

/** Runs `work`, turning any failure into a DatabaseError (keeping the original as its cause). */
export async function dbCall<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DatabaseError) throw error;
    throw new DatabaseError(`Database error: ${what}`, { cause: error });
  }
}
