/**
 * Runs callbacks in a task of their own, right after the current one, through one
 * `MessageChannel`, as React's scheduler does. A timer would also do it, but timers are held back
 * when the page is in a background tab and stop entirely while a test holds the page's clock; the
 * work queued here (Preact's effects, TanStack Query's notices to the widgets) must not wait for
 * either. Browser only: in Node an open channel keeps the process alive.
 */
const queue: Array<() => void> = [];
let channel: MessageChannel | undefined;

export function inNextTask(callback: () => void): void {
  queue.push(callback);
  if (queue.length > 1) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runQueue;
  }
  channel.port2.postMessage(undefined);
}

function runQueue(): void {
  for (const callback of queue.splice(0)) callback();
}

const ownTasks: Array<() => void> = [];
let ownTaskChannel: MessageChannel | undefined;

/**
 * Runs the callback in a task of its own, after the current one: not with the rest of the queue
 * above, and not with other callbacks given here (a port delivers each message as its own task).
 * For what an effect starts that need not finish with the page's first effects (a fetch, the first
 * read of the page's storage, which the browser makes slow), so no task after hydration grows long
 * enough to block a tap (bench/README.md, "Hydrating less").
 */
export function inOwnTask(callback: () => void): void {
  ownTasks.push(callback);
  if (!ownTaskChannel) {
    ownTaskChannel = new MessageChannel();
    ownTaskChannel.port1.onmessage = () => ownTasks.shift()?.();
  }
  ownTaskChannel.port2.postMessage(undefined);
}
