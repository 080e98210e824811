#!/usr/bin/env node
// A local receiver for the staff webhook (docs/decisions/0033-confirmation-and-webhook.md), to try
// LEAD_WEBHOOK_URL under `npm start`: checks each post's Standard Webhooks signature with the
// specification's own library and prints the lead, or answers 503 to try the outbox's retries.
//   node scripts/operator/webhook-receiver.mjs [--port 9233] [--down] [--log FILE]
// .dev.vars: LEAD_WEBHOOK_URL=http://127.0.0.1:9233/  LEAD_WEBHOOK_SECRET=whsec_… (the same secret here)
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values: options } = parseArgs({
  options: { port: { type: 'string', default: '9233' }, down: { type: 'boolean', default: false }, log: { type: 'string' } },
});
const secret = readFileSync(new URL('../../.dev.vars', import.meta.url), 'utf8')
  .match(/^LEAD_WEBHOOK_SECRET=(.+)$/m)?.[1]
  ?.trim();
if (!secret) throw new Error('LEAD_WEBHOOK_SECRET is not in .dev.vars');
const webhook = new Webhook(secret);

createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString('utf8');
  let line;
  try {
    const lead = webhook.verify(body, request.headers);
    line = { verified: true, id: request.headers['webhook-id'], lead };
  } catch (error) {
    line = { verified: false, error: error.message, body };
  }
  console.log(JSON.stringify(line));
  if (options.log) appendFileSync(options.log, `${JSON.stringify(line)}\n`);
  response.writeHead(options.down ? 503 : line.verified ? 204 : 400).end();
}).listen(Number(options.port), '127.0.0.1', () =>
  console.log(`Webhook receiver on http://127.0.0.1:${options.port}/${options.down ? ' (answering 503)' : ''}`),
);
