import type { ReactNode } from 'react';
import { LazyDialog } from '@/components/ui/LazyDialog';

/**
 * The vehicle page's dialogs (Book a Test Drive, Make an Offer): max width 600 and max height 80vh
 * (spec §9). Trigger and body are rendered on the server; the dialog code loads on first use.
 */
export function VehicleDialog({
  title,
  description,
  trigger,
  triggerClassName,
  fallbackHref,
  children,
}: {
  title: string;
  description: string;
  trigger: ReactNode;
  triggerClassName?: string;
  /** The form's own page: the trigger links there until the page's JavaScript runs. */
  fallbackHref?: string;
  children: ReactNode;
}) {
  return (
    <LazyDialog title={title} description={description} variant="modal" trigger={trigger} triggerClassName={triggerClassName} fallbackHref={fallbackHref}>
      {children}
    </LazyDialog>
  );
}
