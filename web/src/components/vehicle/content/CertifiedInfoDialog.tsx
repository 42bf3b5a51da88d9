'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';

export interface CertifiedInfoDialogProps {
  benefits: readonly string[];
}

/** 'About Toyota Certified Pre-Owned' dialog, opened by a button. */
export function CertifiedInfoDialog({ benefits }: CertifiedInfoDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex min-h-10 items-center rounded-md border border-gray-500 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100">
        About Toyota Certified Pre-Owned
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[min(600px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold">About Toyota Certified Pre-Owned</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">
            Toyota Certified Pre-Owned vehicles are Toyotas that have met Toyota&apos;s certification standards. Every one comes with:
          </Dialog.Description>
          <ul className="mt-4 list-disc space-y-1 pl-5">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href="/pages/about-toyota-certified-pre-owned" className="font-semibold text-gray-900 underline underline-offset-2 hover:no-underline">
              Learn more about Toyota Certified Pre-Owned
            </Link>
          </p>
          <Dialog.Close className="mt-6 inline-flex min-h-10 items-center rounded-md bg-brand px-4 text-sm font-semibold text-brand-ink hover:opacity-90">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
