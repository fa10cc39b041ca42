import { defineConfig } from "vitest/config";

// Three projects: pure code (engine, shared contracts), the API on SQLite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), and React components in happy-dom.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/music/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api-sqlite",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          env: { TEST_DIALECT: "sqlite" },
          testTimeout: 20_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "api-postgres",
                include: ["src/server/**/*.test.ts"],
                environment: "node",
                env: { TEST_DIALECT: "postgres", TEST_DATABASE_URL: postgresUrl },
                testTimeout: 20_000,
              },
            },
          ]
        : []),
      {
        extends: "./vite.config.ts",
        test: {
          name: "client",
          include: ["src/client/**/*.test.tsx", "src/client/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["src/client/test/setup.ts"],
        },
      },
    ],
  },
});
