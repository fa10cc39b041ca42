import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Targets from the platform issue: what a first visit may download before it can show a page. */
export const LANDING_JS_BUDGET_KB = 100;
export const SHELL_JS_BUDGET_KB = 200;

export interface BundleSize {
  label: string;
  jsGzipKb: number;
  cssGzipKb: number;
  budgetKb: number;
}

const gzipKb = (path: string) => gzipSync(readFileSync(path)).length / 1024;

/** Everything a page loads up front: the entry, the page's lazy chunk, and their static imports. */
function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen.values()];
}

function findKey(manifest: Manifest, pattern: RegExp): string {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) throw new Error(`no chunk in the build matches ${pattern}`);
  return key;
}

export function measureBundles(
  clientDir: string,
  pages: { label: string; chunks: RegExp[]; budgetKb: number }[],
) {
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  return pages.map(({ label, chunks, budgetKb }): BundleSize => {
    const loaded = closure(manifest, [entry, ...chunks.map((pattern) => findKey(manifest, pattern))]);
    const css = new Set(loaded.flatMap((chunk) => chunk.css ?? []));
    return {
      label,
      budgetKb,
      jsGzipKb: loaded.reduce((sum, chunk) => sum + gzipKb(join(clientDir, chunk.file)), 0),
      cssGzipKb: [...css].reduce((sum, file) => sum + gzipKb(join(clientDir, file)), 0),
    };
  });
}

export function bundleTable(sizes: BundleSize[]): string {
  return [
    "| Page | JS gzip KB | CSS gzip KB | JS budget KB |",
    "|---|---|---|---|",
    ...sizes.map(
      (s) => `| ${s.label} | ${s.jsGzipKb.toFixed(1)} | ${s.cssGzipKb.toFixed(1)} | ${s.budgetKb} |`,
    ),
  ].join("\n");
}
