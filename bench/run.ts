import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureClientBuild } from "../src/server/client-build";
import { bundleTable, LANDING_JS_BUDGET_KB, measureBundles, SHELL_JS_BUDGET_KB } from "./bundle";
import { runEngineBench } from "./engine";
import { type LoadResult, loadTable, measureLoad } from "./http";
import { startServer } from "./server-process";
import { benchSongs } from "./songs";

/**
 * `npm run bench`: HTTP throughput and latency on SQLite (and PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set), cold start to healthy, bundle sizes, and the Nashville engine on the corpus.
 * Prints a markdown report and keeps it in bench/results/latest.md.
 */
const rootDir = resolve(import.meta.dirname, "..");
const clientDir = join(rootDir, "dist", "client");
const BENCH_PORT = 3900;

async function httpSection(): Promise<string> {
  const targets: { dialect: string; url?: string }[] = [{ dialect: "SQLite" }];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push({ dialect: "PostgreSQL", url: postgresUrl });

  const lines: string[] = ["## HTTP", ""];
  const starts: string[] = [];
  const creation: string[] = [];
  for (const target of targets) {
    const server = await startServer(BENCH_PORT, target.url);
    try {
      starts.push(`${target.dialect}: ${Math.round(server.startToHealthyMs)} ms`);
      const songs = await benchSongs(server.url, target.dialect);
      const results: LoadResult[] = [
        await measureLoad("GET /api/health", `${server.url}/api/health`),
        await measureLoad("GET / (SPA index)", `${server.url}/`, {
          accept: "text/html",
          "accept-encoding": "gzip",
        }),
        songs.list,
      ];
      creation.push(
        `${target.dialect}: p50 ${songs.createP50Ms.toFixed(1)} ms, p99 ${songs.createP99Ms.toFixed(1)} ms`,
      );
      lines.push(`### ${target.dialect}`, "", loadTable(results), "");
    } finally {
      await server.stop();
    }
  }
  lines.push(
    `Song creation from a 60-line chart (POST /api/songs, one at a time): ${creation.join("; ")}.`,
    "",
  );
  lines.push(
    `Cold start (built app, process spawn to first healthy answer): ${starts.join(", ")}. Target ≤ 2,000 ms.`,
    "",
  );
  return lines.join("\n");
}

function bundleSection(): string {
  const sizes = measureBundles(clientDir, [
    { label: "Landing (signed out, /)", chunks: [/landing-alt-page\.tsx$/], budgetKb: LANDING_JS_BUDGET_KB },
    {
      label: "Signed-in shell (home)",
      chunks: [/app-layout\.tsx$/, /home-page\.tsx$/],
      budgetKb: SHELL_JS_BUDGET_KB,
    },
  ]);
  return ["## Bundle sizes (gzip)", "", bundleTable(sizes), ""].join("\n");
}

async function main() {
  ensureClientBuild(rootDir, clientDir, (message) => console.error(message));
  const sections = [
    `# Bandbook benchmark — ${new Date().toISOString()}`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}.`,
    "",
    await httpSection(),
    bundleSection(),
    await runEngineBench(),
  ];
  const report = sections.join("\n");
  mkdirSync(join(rootDir, "bench", "results"), { recursive: true });
  writeFileSync(join(rootDir, "bench", "results", "latest.md"), report);
  console.log(report);
}

await main();
