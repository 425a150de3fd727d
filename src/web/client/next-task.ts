/**
 * Tasks of their own, right after the current one, through one `MessageChannel`, as React's
 * scheduler does. A timer would also do it, but timers are held back when the page is in a
 * background tab and stop entirely while a test holds the page's clock; the work queued here
 * (TanStack Query's notices to the widgets, the first effects' slow starts) must
 * not wait for either. Browser only: in Node an open channel keeps the process alive.
 */
const tasks: Array<() => void> = [];
let channel: MessageChannel | undefined;

/**
 * Runs the callback in a task of its own, after the current one, not with other callbacks given
 * here (a port delivers each message as its own task). For what an effect starts that need not
 * finish with the page's first effects (a fetch, the first read of the page's storage, which the
 * browser makes slow), so no task after hydration grows long enough to block a tap
 * (bench/README.md, "Hydrating less").
 */
export function inOwnTask(callback: () => void): void {
  tasks.push(callback);
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
  }
  channel.port2.postMessage(undefined);
}

const batch: Array<() => void> = [];

/** Runs the callback in the next task, together with every callback given here before that task runs. */
export function inNextTask(callback: () => void): void {
  if (batch.push(callback) === 1) inOwnTask(() => batch.splice(0).forEach((queued) => queued()));
}
