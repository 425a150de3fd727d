import { options } from 'preact';
import { inNextTask } from '../client/next-task';

/**
 * When `useEffect` callbacks run. Preact runs them on the next animation frame (or a 35 ms timer
 * when no frame comes); React runs them in a task of their own right after the commit. Frames and
 * timers stop when the page is not painted (a background tab) or while a test holds the page's
 * clock, and the page's effects would wait with them: the hydration signal, the variant test's
 * first cookie read. They run in the next task instead, as under React.
 */
options.requestAnimationFrame = inNextTask;
