import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. two e2e runs) live side by side; server.ts reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // v8_middleware is on (the gate and session middleware, ADR 001). v8_passThroughRequests is on (ADR 052): loaders,
  // actions and middleware get the request as it came, and read the page's URL from their `url` argument. The other
  // v8 flags stay off until the upgrade to React Router 8 is tried as a whole (ADR 014); naming them keeps the build
  // log quiet.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
