import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  worker: { format: "es" },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // zod and app/zod-config.ts share a chunk, so jitless mode is set as soon as zod is evaluated, before any
        // chunk that builds a schema at module scope (the CSP forbids zod's `new Function` probe; see the file).
        manualChunks(id: string) {
          if (id.includes("/node_modules/zod/") || id.endsWith("/app/zod-config.ts")) return "zod";
        },
      },
    },
  },
});
