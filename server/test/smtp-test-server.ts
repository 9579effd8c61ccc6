import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freeLocalPort } from './free-port.ts';

/** One message as the mail server received it, with its MIME parts decoded. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  headers: Map<string, string>;
  /** Content-Type (without parameters) → decoded body, for each leaf part. */
  parts: Map<string, string>;
  raw: string;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const text = body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The leaf parts of a MIME entity: enough of MIME to read what nodemailer writes. */
function collectParts(entity: string, into: Map<string, string>): Map<string, string> {
  const split = entity.indexOf('\r\n\r\n');
  const headers = parseHeaders(entity.slice(0, split));
  const body = entity.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), into);
    }
  } else {
    // Line ends as a mail client shows them (SMTP carries CRLF).
    const text = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
    into.set(contentType.split(';')[0]!.trim().toLowerCase(), text);
  }
  return into;
}

export interface TestSmtpServer {
  /** smtp://user:secret@127.0.0.1:port: the server requires these credentials. */
  url: string;
  /** Messages accepted so far. */
  received: ReceivedMessage[];
  /** How many messages it was handed in all, including rejected ones. */
  deliveries(): number;
  /** Answer the next `count` messages with a permanent rejection (550). */
  rejectNext(count: number): void;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Default: a free one. */
  port?: number;
  /** Called with each message it accepts, before the sender is told so. */
  onMessage?: (message: ReceivedMessage) => void;
}

/** A real SMTP server on a local port (plain SMTP with AUTH PLAIN/LOGIN, as on a private network). */
export async function startTestSmtpServer({ port: listenOn = 0, onMessage }: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMessage[] = [];
  let deliveries = 0;
  let rejections = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        deliveries++;
        if (rejections > 0) {
          rejections--;
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const message: ReceivedMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers: parseHeaders(raw.slice(0, split)),
          parts: collectParts(raw, new Map()),
          raw,
        };
        received.push(message);
        onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    received,
    deliveries: () => deliveries,
    rejectNext(count) {
      rejections = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on: connecting is refused at once. */
export async function refusingSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freeLocalPort()}`;
}
