/** /sell-my-car (spec §2 sell-car link; a site may point its menu elsewhere): the valuation wizard with this route's copy — see components/trade-in/TradeInPage.tsx. */
import type { Metadata } from 'next';
import { loadTradeInPage, TradeInPage, tradeInMetadata } from '@/components/trade-in/TradeInPage';

// Spelled out rather than PageProps<'/[site]/sell-my-car'>: that type exists only once a build has generated
// the route types, and this page must type-check before its first build.
interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return tradeInMetadata(await loadTradeInPage((await params).site, 'sell-my-car'));
}

export default async function SellMyCarRoute({ params }: Props) {
  return <TradeInPage {...await loadTradeInPage((await params).site, 'sell-my-car')} />;
}
