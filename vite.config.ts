import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const DEFAULT_DEV_PORT = 3000;
const DEFAULT_API_PORT = 3001;
const devPort = Number(process.env.PORT ?? DEFAULT_DEV_PORT);
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
// Vitest extends this file from the repo root; only the app build and dev server live in src/client.
const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  root: isVitest ? undefined : "src/client",
  publicDir: isVitest ? false : "public",
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    assetsDir: "assets",
    // bench/bundle.ts reads it to measure what each page loads.
    manifest: true,
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { port: devPort },
  plugins: [
    react(),
    tailwindcss(),
    ...(isVitest
      ? []
      : [
          VitePWA({
            strategies: "generateSW",
            filename: "sw.js",
            // Registered by hand in main.tsx (production only), so no inline or extra script is injected.
            injectRegister: false,
            registerType: "autoUpdate",
            manifest: {
              name: "Bandbook",
              short_name: "Bandbook",
              description: "Nashville number charts, setlists and rehearsals for your band.",
              start_url: "/",
              scope: "/",
              display: "standalone",
              background_color: "#ffffff",
              theme_color: "#4f46e5",
              icons: [
                { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
                { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
                { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
                { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
              ],
            },
            workbox: {
              globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
              navigateFallback: "index.html",
              navigateFallbackDenylist: [/^\/api\//],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              skipWaiting: true,
            },
          }),
        ]),
  ],
});
