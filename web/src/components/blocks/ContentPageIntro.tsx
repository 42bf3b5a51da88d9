import type { Page } from '@/lib/content';
import { RichText } from './RichText';

/**
 * A content page's title (the page's h1) and portable-text body, as every route that shows a
 * content page's copy begins: the catch-all, /contact-us, /service, /finance-enquiry.
 */
export function ContentPageIntro({ page, fallbackTitle }: { page: Pick<Page, 'title' | 'body'> | undefined; fallbackTitle: string }) {
  return (
    <>
      <header className="container-page pt-10">
        <h1 className="text-3xl font-bold md:text-4xl">{page?.title ?? fallbackTitle}</h1>
      </header>
      {page && page.body.length > 0 ? (
        <div className="container-page max-w-3xl py-6">
          <RichText value={page.body} />
        </div>
      ) : null}
    </>
  );
}
