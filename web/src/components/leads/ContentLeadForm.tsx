'use client';

/**
 * The lead form as content pages and the home page include it: the same LeadForm, split into its
 * own chunk (React.lazy, still server-rendered). Every page of the content route shares one module
 * graph, so a plain import would put the form, react-hook-form and zod into the first load of pages
 * that show no form (about-us, privacy policy, the home page); split, only a page that renders a form
 * loads its code.
 *
 * React.lazy rather than next/dynamic: next/dynamic with server rendering is this same lazy component
 * without a Suspense boundary of its own, plus a preload link for the form's chunk, and its loader
 * code (1.4 KB gzip) went into the first load of every page of the route, the home page's
 * among them, whether or not the page shows a form. Without the preload, a page with a form fetches
 * the form's code when hydration reaches it, a round trip later; the form is in the HTML from the
 * start either way, and a submit before its code arrives is posted by the browser (LeadForm).
 */
import { lazy } from 'react';
import type { LeadFormProps } from './LeadForm';

const LeadForm = lazy(() => import('./LeadForm').then((module) => ({ default: module.LeadForm })));

export function ContentLeadForm(props: LeadFormProps) {
  return <LeadForm {...props} />;
}
