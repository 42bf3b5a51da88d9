/** The site parts' markup, drawn by the server and kept by the browser (KeptSitePart). */
import FooterView, { type FooterModel } from './FooterView';
import NotFoundView from './NotFoundView';

export type SitePartProps = ({ part: 'footer' } & FooterModel) | { part: 'not-found' };

export default function SitePartView(props: SitePartProps) {
  if (props.part === 'not-found') return <NotFoundView />;
  const { part: _part, ...footer } = props;
  return <FooterView {...footer} />;
}
