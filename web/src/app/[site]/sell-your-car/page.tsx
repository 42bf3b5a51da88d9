/** /sell-your-car (spec §2 sell-car link): the valuation wizard with this route's copy — see components/trade-in/TradeInPage.tsx. */
import type { Metadata } from 'next';
import { loadTradeInPage, TradeInPage, tradeInMetadata } from '@/components/trade-in/TradeInPage';

// Spelled out rather than PageProps<'/[site]/sell-your-car'>: that type exists only once a build has generated
// the route types, and this page must type-check before its first build.
interface Props {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return tradeInMetadata(await loadTradeInPage((await params).site, 'sell-your-car'));
}

export default async function SellYourCarRoute({ params }: Props) {
  return <TradeInPage {...await loadTradeInPage((await params).site, 'sell-your-car')} />;
}
