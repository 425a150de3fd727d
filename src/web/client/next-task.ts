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
