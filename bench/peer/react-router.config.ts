import type { Config } from '@react-router/dev/config';

// The benchmark's peer: a minimal React Router framework app, built with `react-router build bench/peer`.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
