/**
 * The development mailbox's list (server component): the lead e-mails the local mailbox transport
 * wrote, newest lead first — a table to scan (time, site, to, subject, lead id), then each message
 * with its headers, its ADF/XML text part and its HTML summary. Everything shown is text: React
 * escapes it, and the HTML summary renders in a sandboxed frame without scripts.
 */
import { SydneyTime } from '@/components/dev/SydneyTime';
import type { MailboxMessage } from '@/lib/leads/delivery/transports/mailbox';



export interface MailboxMessagesProps {
  title: string;
  /** Where the files are (shown so a developer can open them). */
  dir: string;
  messages: MailboxMessage[];
  /** Site slug → name, for the all-sites view (adds a Site column). */
  siteNames?: ReadonlyMap<string, string>;
}

export function MailboxMessages({ title, dir, messages, siteNames }: MailboxMessagesProps) {
  const anchor = (m: MailboxMessage) => `message-${m.site}-${m.outboxId}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 text-gray-900">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">
        Lead e-mails go to this local mailbox because <code>SMTP_URL</code> is not set. Files: <code className="break-all">{dir}</code>.
        Times are Sydney time.
      </p>

      {messages.length === 0 ? (
        <p className="mt-6 rounded border border-gray-300 bg-white p-4">No lead e-mails yet. Submit a form on the site, then reload this page.</p>
      ) : (
        <>
          <table className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">
              {messages.length} {messages.length === 1 ? 'message' : 'messages'}, newest lead first
            </caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-2 pr-4">
                  Lead received
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
                  Subject
                </th>
                <th scope="col" className="py-2">
                  Lead id
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.file} className="border-b border-gray-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <SydneyTime date={m.leadCreatedAt} />
                  </td>
                  {siteNames ? <td className="py-2 pr-4">{siteNames.get(m.site) ?? m.site}</td> : null}
                  <td className="py-2 pr-4 break-all">{m.to}</td>
                  <td className="py-2 pr-4">
                    <a href={`#${anchor(m)}`} className="underline">
                      {m.subject ?? '(no subject)'}
                    </a>
                  </td>
                  <td className="py-2 font-mono text-xs break-all">{m.leadId}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <h2 className="mt-10 text-xl font-bold">Messages</h2>
          <ol className="mt-4 space-y-8">
            {messages.map((m) => (
              <li key={m.file}>
                <article id={anchor(m)} aria-labelledby={`${anchor(m)}-subject`} className="rounded border border-gray-300 bg-white p-4">
                  <h3 id={`${anchor(m)}-subject`} className="text-lg font-semibold">
                    {m.subject ?? '(no subject)'}
                  </h3>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold text-gray-700">To</dt>
                    <dd className="break-all">{m.to}</dd>
                    <dt className="font-semibold text-gray-700">From</dt>
                    <dd className="break-all">{m.from}</dd>
                    {m.replyTo ? (
                      <>
                        <dt className="font-semibold text-gray-700">Reply-To</dt>
                        <dd className="break-all">{m.replyTo}</dd>
                      </>
                    ) : null}
                    <dt className="font-semibold text-gray-700">Sent</dt>
                    <dd>
                      <SydneyTime date={m.date} />
                    </dd>
                    <dt className="font-semibold text-gray-700">Lead id</dt>
                    <dd className="font-mono text-xs break-all">{m.leadId}</dd>
                    <dt className="font-semibold text-gray-700">Message-ID</dt>
                    <dd className="font-mono text-xs break-all">{m.messageId}</dd>
                  </dl>
                  <details className="mt-4" open>
                    <summary className="cursor-pointer font-semibold">ADF/XML (the plain-text part a CRM reads)</summary>
                    <pre className="mt-2 max-h-96 overflow-auto rounded bg-gray-100 p-3 text-xs whitespace-pre-wrap" tabIndex={0}>
                      {m.text ?? '(no text part)'}
                    </pre>
                  </details>
                  {m.html ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer font-semibold">Summary (the HTML part a salesperson reads)</summary>
                      <iframe
                        title={`HTML summary: ${m.subject ?? m.leadId}`}
                        srcDoc={m.html}
                        sandbox=""
                        className="mt-2 h-96 w-full rounded border border-gray-300 bg-white"
                      />
                    </details>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
