'use client';

/**
 * The lead form as content pages and the home page include it: the same LeadForm, split into its
 * own chunk (next/dynamic, still server-rendered). Every page of the content route shares one
 * module graph, so a plain import would put the form, react-hook-form and zod into the first load
 * of pages that show no form (about-us, privacy policy, the home page); split, only a page that
 * renders a form loads its code.
 */
import dynamic from 'next/dynamic';
import type { LeadFormProps } from './LeadForm';

const LeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm));

export function ContentLeadForm(props: LeadFormProps) {
  return <LeadForm {...props} />;
}
