import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { SmartLink } from '@/components/site/SmartLink';

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-8 mb-3 text-2xl font-bold">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-6 mb-2 text-xl font-semibold">{children}</h3>,
    normal: ({ children }) => <p className="my-3 leading-7">{children}</p>,
    blockquote: ({ children }) => <blockquote className="my-4 border-l-4 border-gray-300 pl-4 italic">{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: string } | undefined)?.href ?? '';
      return (
        <SmartLink
          path={href.startsWith('/') ? href : undefined}
          url={href.startsWith('/') ? undefined : href}
          className="text-brand-text underline"
        >
          {children}
        </SmartLink>
      );
    },
  },
};

export function RichText({ value }: { value: unknown[] }) {
  return <PortableText value={value} components={components} />;
}
