/** A same-origin JSON POST for the checkout's steps: the answer's JSON and status, or a network failure. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // An answer without JSON (a proxy's error page): the status says enough.
  }
  return { status: response.status, json };
}
