// The calendar's pages need an event to measure: an admin account (its e-mailed code read from a
// mail server of our own) announces a weekly online satsaṅga through the API, as the admin page
// does. Used by bench:lighthouse.
import { randomBytes } from 'node:crypto';

const PASSWORD = 'Saffron-River-2718';

/** A mail server that keeps every message's raw text, for the sign-up code. */
export async function capturingMailServer() {
  const { SMTPServer } = await import('smtp-server');
  const messages = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.server.unref();
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, messages };
}

/** The six-digit code of the latest mail to the address (its body, soft line breaks undone). */
async function codeFor(mail, email) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const message = mail.messages.filter((m) => m.to.includes(email)).at(-1);
    const body = message?.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n')
      .replace(/=\r?\n/g, '');
    const code = body && /\b(\d{6})\b/.exec(body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code reached ${email}`);
}

async function call(url, path, body, token) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** Signs the admin up and announces a weekly satsaṅga from next week; answers its page's path. */
export async function seedEvent(url, mail, adminEmail) {
  const name = 'Bench Admin';
  await call(url, '/api/auth/signup-request', { name, email: adminEmail, password: PASSWORD });
  const otp = await codeFor(mail, adminEmail);
  const { token } = await call(url, '/api/auth/verify-otp', {
    email: adminEmail,
    otp,
    name,
    password: PASSWORD,
  });
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const last = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const { slug } = await call(
    url,
    '/api/admin/events',
    {
      title: 'Sunday Satsaṅga',
      kind: 'satsang',
      description:
        'We sit together, chant, and read a few verses of the **Bhagavad Gītā**, with time for questions.',
      startsAt: `${day}T07:00:00+05:30`,
      endsAt: `${day}T08:30:00+05:30`,
      rrule: 'FREQ=WEEKLY',
      until: `${last}T23:59:00+05:30`,
      online: true,
      onlineLink: 'https://meet.example.org/satsang',
      capacity: 40,
      registrationOpen: true,
    },
    token,
  );
  return `/events/${slug}`;
}

export function benchAdminEmail() {
  return `bench-admin-${randomBytes(3).toString('hex')}@example.org`;
}
