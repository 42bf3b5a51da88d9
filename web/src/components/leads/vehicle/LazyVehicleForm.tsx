'use client';

/**
 * A vehicle-page form that costs no first-load JavaScript (the page's budget is 150 KB): a sketch
 * of it (FormPlaceholder, drawn here from a few props, in the server HTML too) stands in its place
 * until the place nears the viewport or is pointed at or focused (LazyOnVisible), then the forms
 * chunk loads. In a dialog that is when it opens.
 */
import { FormPlaceholder, type FormPlaceholderProps } from '@/components/vehicle/FormPlaceholder';
import { LazyOnVisible } from '../LazyOnVisible';
import type { VehiclePageFormProps } from './VehiclePageForm';

const load = () => import('./VehiclePageForm');

export function LazyVehicleForm({ placeholder, className, ...props }: VehiclePageFormProps & { placeholder: FormPlaceholderProps; className?: string }) {
  return <LazyOnVisible load={load} props={props} placeholder={<FormPlaceholder {...placeholder} />} className={className} />;
}
