import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SmartLink } from '@/components/site/SmartLink';
import { bodyLabel } from '@/domain/facet-labels';
import { groupModels } from '@/domain/model-menu';
import { slugify } from '@/domain/names';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string, so it is rendered per request (never served from the page cache).
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: PageProps<'/[site]/models'>) {
  const site = await loadSite((await params).site);
  if (!site.manufacturer) notFound();
  const raw = (await searchParams).body;
  const body = typeof raw === 'string' ? raw : undefined;
  const models = await content.models(site);
  const bodies = [...new Set(models.map((m) => m.body).filter((b): b is string => Boolean(b)))].sort();
  // ?body= takes the body value or its slug ('suv', 'people-mover'); anything else shows every model.
  const selected = bodies.find((b) => b === body || slugify(bodyLabel(b)) === body);
  return { site, models: selected ? models.filter((m) => m.body === selected) : models, bodies, selected };
}

export async function generateMetadata(props: PageProps<'/[site]/models'>): Promise<Metadata> {
  const { site, selected } = await load(props);
  const what = selected ? `${bodyLabel(selected)} models` : 'models';
  return { title: `New ${site.manufacturer!.name} ${what}`, alternates: { canonical: selected ? `/models?body=${selected}` : '/models' } };
}

/** Models by body (spec §2 /models?body=): the franchise's range, with Explore and Our Stock links. */
export default async function ModelsByBody(props: PageProps<'/[site]/models'>) {
  const { site, models, bodies, selected } = await load(props);
  const make = site.manufacturer!.name;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold">
        New {make} {selected ? `${bodyLabel(selected)} models` : 'models'}
      </h1>
      <nav aria-label="Body types" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href="/models" aria-current={selected ? undefined : 'page'} className="inline-block rounded-full border border-gray-400 px-4 py-2 text-sm font-medium aria-[current=page]:bg-brand aria-[current=page]:text-brand-ink">
              All
            </Link>
          </li>
          {bodies.map((b) => (
            <li key={b}>
              <Link
                href={`/models?body=${b}`}
                aria-current={b === selected ? 'page' : undefined}
                className="inline-block rounded-full border border-gray-400 px-4 py-2 text-sm font-medium aria-[current=page]:bg-brand aria-[current=page]:text-brand-ink"
              >
                {bodyLabel(b)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groupModels(models, make).map((group) => (
        <section key={group.category} aria-labelledby={`cat-${slugify(group.category)}`} className="mt-10">
          <h2 id={`cat-${slugify(group.category)}`} className="text-xl font-semibold">
            {group.category}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {group.models.map((m) => (
              <li key={m.key} className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
                {m.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- content SVG
                  <img src={m.image} alt="" width={320} height={160} loading="lazy" className="h-32 w-full object-contain" />
                ) : null}
                <h3 className="mt-3 text-lg font-semibold">
                  {m.name} <span className="text-sm font-normal text-gray-700">{m.statusLabel}</span>
                </h3>
                <div className="mt-auto flex gap-3 pt-4">
                  <SmartLink
                    path={m.href.startsWith('/') ? m.href : undefined}
                    url={m.href.startsWith('/') ? undefined : m.href}
                    className="rounded-md border border-gray-400 px-3 py-2 text-sm font-semibold"
                  >
                    Explore<span className="sr-only"> the {m.name}</span>
                  </SmartLink>
                  <Link href={m.stockHref} className="rounded-md bg-brand px-3 py-2 text-sm font-semibold text-brand-ink">
                    Our Stock<span className="sr-only"> of the {m.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
