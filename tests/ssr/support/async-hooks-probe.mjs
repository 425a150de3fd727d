// Runs a transaction of the unit of work and, with `--render`, first renders a page with React DOM's
// Node server renderer, then prints the page and whether a promise continuation afterwards ran with
// Node's async hooks on (its async id is 0 when they are off). Run with `--import tsx`.
import asyncHooks from 'node:async_hooks';
import { Writable } from 'node:stream';

/** React DOM's server renderer, loaded as the production server loads it, writing a one-paragraph page. */
async function renderPage() {
  const { createElement } = await import('react');
  const { renderToPipeableStream } = await import('react-dom/server');
  return new Promise((resolve, reject) => {
    const chunks = [];
    const { pipe } = renderToPipeableStream(createElement('p', null, 'Rendered'), {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString());
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

const page = process.argv.includes('--render') ? await renderPage() : null;
const { createTransactions, insideTransaction } = await import('../../../src/db/transactions.ts');

// A database whose transaction hands the work a stand-in: enough for the unit of work's storage.
const database = { transaction: async (work) => work({ name: 'the open transaction' }) };
const transactions = createTransactions(database);
const seenInside = await transactions.run(async () => {
  await null;
  return insideTransaction();
});

const asyncIdAfterAwait = async () => {
  await null;
  return asyncHooks.executionAsyncId();
};
console.log(JSON.stringify({ page, seenInside, hooksOn: (await asyncIdAfterAwait()) !== 0 }));
