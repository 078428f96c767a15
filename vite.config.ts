import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  // Relative asset URLs: the built site works from any sub-path (GitHub Pages project sites).
  base: "./",
  // Vitest compiles the content in its global setup instead, so compiler tests run even
  // while the sample content is broken.
  plugins: [process.env.VITEST ? [] : contentPlugin(), react()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/unit/global-setup.ts"],
    environment: "node",
  },
});
