import Link from 'next/link';
import { LazyDialog } from '@/components/ui/LazyDialog';

export interface CertifiedInfoDialogProps {
  benefits: readonly string[];
}

/** 'About Toyota Certified Pre-Owned' dialog, opened by a button (its code loads on first use). */
export function CertifiedInfoDialog({ benefits }: CertifiedInfoDialogProps) {
  return (
    <LazyDialog
      title="About Toyota Certified Pre-Owned"
      description="Toyota Certified Pre-Owned vehicles are Toyotas that have met Toyota's certification standards. Every one comes with:"
      variant="modal"
      trigger="About Toyota Certified Pre-Owned"
      triggerClassName="inline-flex min-h-10 items-center rounded-md border border-gray-500 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100"
    >
      <ul className="list-disc space-y-1 pl-5 text-gray-900">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p className="mt-4">
        <Link href="/pages/about-toyota-certified-pre-owned" className="font-semibold text-gray-900 underline underline-offset-2 hover:no-underline">
          Learn more about Toyota Certified Pre-Owned
        </Link>
      </p>
    </LazyDialog>
  );
}
