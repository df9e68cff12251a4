/** A rendered e-mail: every message has an HTML and a plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /**
   * What the mail is ("sign-up code", "reset link"), for log lines: never the code, the link or
   * anything a requester typed, since log lines outlive the mail.
   */
  kind?: string;
  /** The code or link the message carries, logged in one line when mail goes to the outbox. */
  highlight?: string;
  /** Extra header lines (List-Unsubscribe on list mails). */
  headers?: Record<string, string>;
  /** A fixed Message-ID (an announcement's per-recipient idempotency key), else a random one. */
  messageId?: string;
  /** Files sent with the mail (an event's .ics). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * The web addresses of an escaped paragraph as links (a sentence's closing punctuation stays
 * outside), so an address written in an announcement can be followed in the HTML part too.
 */
function linkify(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<]+?(?=[.,;:!?)]*(?:\s|<|$))/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
}

/**
 * A paragraph (`links`: its web addresses become links in the HTML part), a call-to-action
 * button or a code block in the body of an e-mail.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string; links?: boolean }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'code'; code: string };

/**
 * Renders the trust's e-mail layout (no images, no tracking) as HTML and text from the same
 * blocks, so the two parts always say the same thing.
 */
export function renderMail(input: {
  to: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  replyTo?: string;
  kind?: string;
  highlight?: string;
  headers?: Record<string, string>;
  messageId?: string;
  attachments?: MailAttachment[];
}): MailMessage {
  const htmlBlocks = input.blocks
    .map((block) => {
      if (block.kind === 'paragraph') {
        const escaped = escapeHtml(block.text);
        const body = block.links ? linkify(escaped) : escaped;
        return `<p style="margin:0 0 16px;line-height:1.6">${body.replace(/\n/g, '<br>')}</p>`;
      }
      if (block.kind === 'code') {
        return `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold;color:#0B2545">${escapeHtml(block.code)}</p>`;
      }
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#0B2545;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.href)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#FAFAF7;font-family:Georgia,serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#B34700">Pragya Trust</p>
<h1 style="margin:0 0 20px;font-size:22px;color:#0B2545">${escapeHtml(input.heading)}</h1>
${htmlBlocks}
<p style="margin:32px 0 0;font-size:13px;color:#555">Pragya Trust, Karaundi, Varanasi, Uttar Pradesh, India</p>
</div></body></html>`;
  const textBlocks = input.blocks.map((block) =>
    block.kind === 'paragraph'
      ? block.text
      : block.kind === 'code'
        ? block.code
        : `${block.label}: ${block.href}`,
  );
  const text = [
    `Pragya Trust`,
    '',
    input.heading,
    '',
    ...textBlocks.flatMap((t) => [t, '']),
    'Pragya Trust, Karaundi, Varanasi, Uttar Pradesh, India',
    '',
  ].join('\n');
  return {
    to: input.to,
    subject: input.subject,
    html,
    text,
    replyTo: input.replyTo,
    kind: input.kind,
    highlight: input.highlight,
    headers: input.headers,
    messageId: input.messageId,
    ...(input.attachments ? { attachments: input.attachments } : {}),
  };
}
