import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server reads the same variable (server/index.ts); unset means ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
