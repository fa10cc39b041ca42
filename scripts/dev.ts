import { spawn } from "node:child_process";
import { join } from "node:path";

// Development: the API with reload on change, and Vite with hot module replacement proxying /api to it.
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const bin = (name: string) => join("node_modules", ".bin", name);

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: "127.0.0.1",
      APP_URL: `http://localhost:${webPort}`,
      SERVE_WEB_APP: "false",
    },
  }),
  spawn(bin("vite"), ["--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stopAll);
for (const child of children)
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
