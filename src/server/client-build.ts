import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the web build is made from: a change to any of these makes dist/client stale. */
const CLIENT_SOURCES = ["src/client", "src/shared", "src/music", "vite.config.ts", "package-lock.json"];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

export function isClientBuildStale(rootDir: string, clientDir: string): boolean {
  const builtIndex = join(clientDir, "index.html");
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestModification(join(rootDir, source)) > builtAt);
}

/** `npm start` needs no separate build step: build the web app when it is missing or older than its sources. */
export function ensureClientBuild(rootDir: string, clientDir: string, log: (message: string) => void): void {
  if (!isClientBuildStale(rootDir, clientDir)) return;
  log("Building the web app (first start or sources changed)…");
  const vite = join(rootDir, "node_modules", ".bin", "vite");
  const result = spawnSync(vite, ["build", "--logLevel", "warn"], { cwd: rootDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The web app build failed; see the output above.");
}
