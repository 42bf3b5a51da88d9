/** /blog: the dealer's posts, newest first, with links to the categories. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogCard } from '@/components/blog/BlogCard';
import { BLOG_CATEGORIES } from '@/domain/blog';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/blog'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return { title: 'Blog', description: `News, vehicle reviews and advice from ${site.name}.`, alternates: { canonical: '/blog' } };
}

export default async function BlogPage({ params }: PageProps<'/[site]/blog'>) {
  const site = await loadSite((await params).site);
  const posts = await content.blogPosts(site);
  const categories = [...BLOG_CATEGORIES].filter(([key]) => posts.some((p) => p.category === key));
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Blog</h1>
      {categories.length > 0 ? (
        <nav aria-label="Blog categories" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {categories.map(([key, label]) => (
              <li key={key}>
                <Link href={`/blog/${key}`} className="inline-block rounded-full border border-gray-400 px-4 py-2 text-sm font-medium">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {posts.length === 0 ? <p className="mt-6 text-gray-700">No posts yet. Check back soon.</p> : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <BlogCard key={post._id} post={post} />
        ))}
      </ul>
    </div>
  );
}
