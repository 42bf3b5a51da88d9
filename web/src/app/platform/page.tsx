import { headers } from 'next/headers';
import { content } from '@/lib/content';

/** Where a newcomer lands on localhost:3000: every dealer site with a link that reaches it by host. */
export default async function PlatformIndex() {
  const sites = await content.sites();
  const host = (await headers()).get('host') ?? 'localhost:3000';
  const port = /:(\d+)$/.exec(host)?.[1];
  const proto = (await headers()).get('x-forwarded-proto') ?? 'http';
  return (
    <div className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="text-3xl font-bold">Forecourt</h1>
      <p className="mt-3 text-lg text-gray-700">
        One deployment, many dealer websites. Each site below is served by the same server and chosen by the host name you
        visit.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {sites.map((site) => {
          const href = `${proto}://${site.slug}.localhost${port ? `:${port}` : ''}/`;
          return (
            <li key={site.slug} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold">
                <a href={href} className="underline">
                  {site.name}
                </a>
              </h2>
              <p className="mt-1 text-sm text-gray-700">
                {site.template} template{site.city ? ` · ${site.city} ${site.state ?? ''}` : ''}
              </p>
              {site.tagline ? <p className="mt-2 text-gray-700">{site.tagline}</p> : null}
              <p className="mt-3 font-mono text-xs text-gray-600">{href}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-sm text-gray-600">
        Production hosts come from each site’s <code>domains</code> in the content; <code>&lt;slug&gt;.localhost</code> works
        locally because browsers resolve every <code>*.localhost</code> name to this machine.
      </p>
    </div>
  );
}
