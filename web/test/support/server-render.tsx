/**
 * A component tree rendered as Next's server renders a page: in the SSR layer there is no `window`
 * (client components with server-only branches, such as kept markup's, take them), and the render
 * waits for everything (lazy views) before the HTML is complete. For DOM tests that then hydrate it.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export async function serverHtml(element: ReactNode): Promise<string> {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (saved) Reflect.deleteProperty(globalThis, 'window');
  try {
    const { prelude } = await prerender(element);
    return await new Response(prelude).text();
  } finally {
    if (saved) Object.defineProperty(globalThis, 'window', saved);
  }
}
