/**
 * The development SMS outbox's list (server component): the texts the local outbox transport wrote,
 * newest first — time (Sydney), to, kind, text — in one table, as a phone would show them. Everything
 * shown is text, which React escapes.
 */
import { SydneyTime } from '@/components/dev/SydneyTime';
import type { SmsOutboxMessage } from '@/lib/sms/outbox';


const KIND: Record<SmsOutboxMessage['kind'], string> = { 'sign-in-code': 'Sign-in code', alert: 'Alert' };


export interface SmsMessagesProps {
  title: string;
  /** Where the files are (shown so a developer can open them). */
  dir: string;
  messages: SmsOutboxMessage[];
  /** Site slug → name, for the all-sites view (adds a Site column). */
  siteNames?: ReadonlyMap<string, string>;
}

export function SmsMessages({ title, dir, messages, siteNames }: SmsMessagesProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 text-gray-900">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">
        Text messages go to this local outbox because <code>SMS_CLICKSEND_USERNAME</code> and <code>SMS_CLICKSEND_API_KEY</code> are not set.
        Files: <code className="break-all">{dir}</code>. Times are Sydney time.
      </p>

      {messages.length === 0 ? (
        <p className="mt-6 rounded border border-gray-300 bg-white p-4">No text messages yet. Ask for a sign-in code on the site, then reload this page.</p>
      ) : (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold">
            {messages.length} {messages.length === 1 ? 'text message' : 'text messages'}, newest first
          </caption>
          <thead>
            <tr className="border-b border-gray-400">
              <th scope="col" className="py-2 pr-4">
                Sent
              </th>
              {siteNames ? (
                <th scope="col" className="py-2 pr-4">
                  Site
                </th>
              ) : null}
              <th scope="col" className="py-2 pr-4">
                To
              </th>
              <th scope="col" className="py-2 pr-4">
                Kind
              </th>
              <th scope="col" className="py-2">
                Text
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.file} className="border-b border-gray-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <SydneyTime date={m.createdAt} />
                </td>
                {siteNames ? <td className="py-2 pr-4">{siteNames.get(m.site) ?? m.site}</td> : null}
                <td className="py-2 pr-4 font-mono whitespace-nowrap">{m.to}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{KIND[m.kind]}</td>
                <td className="py-2 break-words whitespace-pre-wrap">{m.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
