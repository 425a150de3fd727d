import type { FastifyInstance } from 'fastify';
import { listMail, readMail, type StoredMail } from '../providers/mail/mail-folder';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #bbb; vertical-align: top; }
  a { color: #0645ad; } a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  pre { white-space: pre-wrap; background: #f3f3f3; padding: 1rem; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #bbb; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Addresses in the text become links, so a confirmation link can be followed from here. */
const withLinks = (text: string) => escape(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const when = (mail: StoredMail) => (mail.date ? mail.date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '');

function listPage(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td><a href="/dev/mail/${encodeURIComponent(m.file)}">${escape(m.subject)}</a></td><td>${escape(m.to)}</td><td>${escape(when(m))}</td></tr>`,
    )
    .join('\n');
  return page(
    'Demo mail',
    `<h1>Demo mail</h1>
<p>Demo mode writes the mail the shop sends here instead of delivering it. Newest first.</p>
${
  mails.length === 0
    ? '<p>No mail has been sent yet.</p>'
    : `<table><caption style="text-align:left;font-weight:600">Sent messages</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
  );
}

function messagePage(mail: StoredMail): string {
  return page(
    `${mail.subject} – demo mail`,
    `<p><a href="/dev/mail">All demo mail</a></p>
<h1>${escape(mail.subject)}</h1>
<dl><dt>From</dt><dd>${escape(mail.from)}</dd><dt>To</dt><dd>${escape(mail.to)}</dd><dt>Sent</dt><dd>${escape(when(mail))}</dd></dl>
<h2>Text</h2>
<pre>${withLinks(mail.text)}</pre>
${mail.html === null ? '' : `<h2>HTML</h2><iframe title="HTML version of the message" sandbox srcdoc="${escape(mail.html)}"></iframe>`}`,
  );
}

/** /dev/mail: the messages the file mailer wrote, for demo mode only (never registered otherwise). */
export async function registerDevMailPages(app: FastifyInstance, mailDir: string): Promise<void> {
  const html = 'text/html; charset=utf-8';
  app.get('/dev/mail', async (_request, reply) =>
    reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(listPage(await listMail(mailDir))),
  );
  app.get<{ Params: { file: string } }>('/dev/mail/:file', async (request, reply) => {
    const mail = await readMail(mailDir, request.params.file);
    if (!mail)
      return reply
        .status(404)
        .type(html)
        .send(page('Message not found', '<h1>Message not found</h1><p><a href="/dev/mail">All demo mail</a></p>'));
    return reply.type(html).header('cache-control', 'no-store').send(messagePage(mail));
  });
}
