import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./scripts/content/vite-plugin";

export default defineConfig({
  // Relative asset URLs: the built site works from any sub-path (GitHub Pages project sites).
  base: "./",
  plugins: [contentPlugin(), react()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
  },
});
