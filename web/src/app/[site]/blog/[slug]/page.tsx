/**
 * /blog/{slug}: a post (Portable Text body, author, date, related stock, schema.org BlogPosting), or
 * a category's posts when the slug is a category the menus link (/blog/vehicle-reviews).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { BlogPosting, WithContext } from 'schema-dts';
import { BlogCard } from '@/components/blog/BlogCard';
import { BLOG_CATEGORIES, blogDate } from '@/domain/blog';
import { RichText } from '@/components/blocks/RichText';
import { SimilarVehicles } from '@/components/vehicle/SimilarVehicles';
import { content, type Site } from '@/lib/content';
import { CONTENT_SEGMENT } from '@forecourt/schemas/routes';
import { relatedStock } from '@/lib/search/related-stock';
import { jsonLdText } from '@/lib/seo/json-ld';
import { loadSite } from '@/lib/tenancy/current-site';

async function load(params: PageProps<'/[site]/blog/[slug]'>['params']) {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  const category = BLOG_CATEGORIES.get(slug);
  if (category) return { site, category: { key: slug, label: category, posts: await content.blogPosts(site, slug) } };
  const post = CONTENT_SEGMENT.test(slug) ? await content.blogPost(site, slug) : undefined;
  return { site, post };
}

export async function generateMetadata({ params }: PageProps<'/[site]/blog/[slug]'>): Promise<Metadata> {
  const { site, category, post } = await load(params);
  if (category) return { title: category.label, description: `${category.label} from ${site.name}.`, alternates: { canonical: `/blog/${category.key}` } };
  if (!post) return { title: 'Page not found' };
  return { title: post.title, description: post.excerpt, alternates: { canonical: `/blog/${post.slug}` } };
}

function postingData(site: Site, post: NonNullable<Awaited<ReturnType<typeof load>>['post']>): WithContext<BlogPosting> {
  const origin = site.url ? new URL(site.url).origin : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.published_at,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'AutoDealer', name: site.name },
    ...(post.image && origin ? { image: new URL(post.image.url, origin).toString() } : {}),
    ...(origin ? { mainEntityOfPage: `${origin}/blog/${post.slug}` } : {}),
  };
}

export default async function BlogSlugPage({ params }: PageProps<'/[site]/blog/[slug]'>) {
  const { site, category, post } = await load(params);
  if (category) {
    return (
      <div className="container-page py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          <Link href="/blog" className="underline">
            Blog
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold md:text-4xl">{category.label}</h1>
        {category.posts.length === 0 ? <p className="mt-6 text-gray-700">No posts in this category yet.</p> : null}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {category.posts.map((p) => (
            <BlogCard key={p._id} post={p} />
          ))}
        </ul>
      </div>
    );
  }
  if (!post) notFound();
  const now = new Date();
  const [related, finance] = await Promise.all([relatedStock(site, post.title).catch(() => []), content.financeSettings(site)]);
  return (
    <article className="container-page py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(postingData(site, post)) }} />
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        <Link href="/blog" className="underline">
          Blog
        </Link>
        {post.category && BLOG_CATEGORIES.has(post.category) ? (
          <>
            {' · '}
            <Link href={`/blog/${post.category}`} className="underline">
              {BLOG_CATEGORIES.get(post.category)}
            </Link>
          </>
        ) : null}
      </p>
      <h1 className="mt-1 max-w-3xl text-3xl font-bold md:text-4xl">{post.title}</h1>
      <p className="mt-2 text-gray-700">
        <time dateTime={post.published_at}>{blogDate(post.published_at)}</time>
        {post.author ? ` · ${post.author}` : ''}
      </p>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- content SVG
        <img src={post.image.url} alt={post.image.alt ?? ''} width={post.image.width ?? 1200} height={post.image.height ?? 600} className="mt-6 aspect-video w-full max-w-3xl rounded-lg object-cover" />
      ) : null}
      <div className="mt-6 max-w-3xl">
        <RichText value={post.body} />
      </div>
      <SimilarVehicles vehicles={related} site={site} now={now} finance={finance} />
    </article>
  );
}
