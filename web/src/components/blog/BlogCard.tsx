import Link from 'next/link';
import type { BlogPostSummary } from '@/lib/content';
import { blogDate } from '@/domain/blog';

/** A post in the blog lists: image, title, date and author, excerpt. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- content SVG
        <img src={post.image.url} alt="" width={post.image.width ?? 800} height={post.image.height ?? 450} loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold">
          <Link href={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="text-sm text-gray-700">
          <time dateTime={post.published_at}>{blogDate(post.published_at)}</time>
          {post.author ? ` · ${post.author}` : ''}
        </p>
        {post.excerpt ? <p className="text-gray-700">{post.excerpt}</p> : null}
      </div>
    </li>
  );
}
