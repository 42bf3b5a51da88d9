'use client';

/**
 * A vehicle-page form that costs no first-load JavaScript (the page's budget is 165 KB): the
 * server-rendered placeholder stands in its place until the place nears the viewport or is pointed
 * at or focused (LazyOnVisible), then the forms chunk loads. In a dialog that is when it opens.
 */
import type { ReactNode } from 'react';
import { LazyOnVisible } from '../LazyOnVisible';
import type { VehiclePageFormProps } from './VehiclePageForm';

const load = () => import('./VehiclePageForm');

export function LazyVehicleForm({ placeholder, className, ...props }: VehiclePageFormProps & { placeholder: ReactNode; className?: string }) {
  return <LazyOnVisible load={load} props={props} placeholder={placeholder} className={className} />;
}
