/**
 * A real SMTP server for the delivery tests (smtp-server on a loopback port; not used by the app).
 * It records each message it ACCEPTS — after it answered 250 to the data — with its envelope and
 * Message-ID; `hold` lets a test delay that answer (a slow server, or one a worker dies waiting on).
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: Buffer;
  messageId: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  /** Messages the server accepted, in order. */
  accepted: ReceivedMail[];
  /** Messages whose data arrived but whose client was gone before the server answered. */
  abandoned: ReceivedMail[];
  /** Called once a message's data has fully arrived, before the server answers. */
  onReceived?: (mail: ReceivedMail) => void;
  /** Delay the 250 answer until this resolves (default: answer at once). */
  hold?: (mail: ReceivedMail) => Promise<void>;
  close(): Promise<void>;
}

function messageIdOf(raw: Buffer): string | undefined {
  const head = raw.toString('latin1').split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(.+)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
}

/** Starts a server on `port` (0: a free one). Plain SMTP, no TLS, no authentication. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port: 0,
    accepted: [],
    abandoned: [],
    close: () => Promise.resolve(),
  };
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: messageIdOf(raw),
        };
        state.onReceived?.(mail);
        void (state.hold?.(mail) ?? Promise.resolve()).then(() => {
          // A real MTA that had not yet queued the message when its client vanished drops it.
          if (closedSessions.has(session.id)) state.abandoned.push(mail);
          else state.accepted.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as { port: number }).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
