/**
 * The words of a watch alert, and the SMS length rule: at most 3 segments (459 GSM-7 characters, or
 * 201 UTF-16 units when a character outside GSM-7 forces UCS-2). A long car title is shortened to fit;
 * accents are dropped first so that one "Škoda" does not make the whole text UCS-2.
 */
import { formatPrice } from '@/domain/price';

export const MAX_SEGMENTS = 3;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS segments a text takes (GSM-7 when every character is in it, else UCS-2). */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

/** Accents off (é stays: GSM-7 has it), so names stay in GSM-7 where they can. */
function plain(text: string): string {
  return [...text]
    .map((ch) => (GSM_BASIC.includes(ch) ? ch : ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export type AlertWords =
  | { kind: 'price-drop'; siteName: string; title: string; price: number; drop: number; url: string; stopUrl: string }
  | { kind: 'sold'; siteName: string; title: string; url: string; stopUrl: string };

function compose(words: AlertWords, title: string): string {
  const head =
    words.kind === 'price-drop'
      ? `${words.siteName}: the ${title} you are watching is now ${formatPrice(words.price)}, down ${formatPrice(words.drop)} since you saved it.`
      : `${words.siteName}: the ${title} you are watching has sold.`;
  return `${head} ${words.url} Stop alerts: ${words.stopUrl}`;
}

/** The alert's text, its title shortened (then dropped to "car") until it fits in MAX_SEGMENTS. */
export function alertText(words: AlertWords): string {
  const site = plain(words.siteName);
  let title = plain(words.title) || 'car';
  const full = { ...words, siteName: site };
  let text = compose(full, title);
  while (smsSegments(text) > MAX_SEGMENTS && title.length > 12) {
    title = `${title.slice(0, Math.max(8, title.length - 8)).trimEnd()}...`;
    text = compose(full, title);
  }
  return smsSegments(text) > MAX_SEGMENTS ? compose(full, 'car') : text;
}
