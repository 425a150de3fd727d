import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Loaders and actions get the request as it came (no copy per loader with React Router's own
    // query parameters taken out) and read the page's address from their `url` argument (ADR 0042).
    v8_passThroughRequests: true,
  },
} satisfies Config;
