/**
 * /cars/trade-in?car_id={id} (spec §2 Trade-in valuation): the valuation wizard towards a car in
 * stock — the car shown, and its id sent with the lead. An unknown or another dealer's car is simply
 * not shown (the valuation works without it). A fixed segment beside cars/[slug]: Next matches it
 * first, and no car's slug is 'trade-in' (slugs end in the stock number).
 */
import type { Metadata } from 'next';
import { carIdParam } from '@/components/leads/vehicle/form-page';
import { loadTradeInPage, TradeInPage, tradeInMetadata } from '@/components/trade-in/TradeInPage';

// Reads the query string (the car): rendered per request.
export const dynamic = 'force-dynamic';

// Spelled out rather than PageProps<'/[site]/cars/trade-in'>: that type exists only once a build has
// generated the route types, and this page must type-check before its first build.
interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load({ params, searchParams }: Props) {
  return loadTradeInPage((await params).site, 'cars/trade-in', carIdParam((await searchParams).car_id));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return tradeInMetadata(await load(props));
}

export default async function CarTradeInRoute(props: Props) {
  return <TradeInPage {...await load(props)} />;
}
