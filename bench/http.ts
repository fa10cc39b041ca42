import autocannon from "autocannon";

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** Load settings: enough connections to saturate two cores, long enough for a stable mean. */
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 8;

export async function measureLoad(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export function loadTable(results: LoadResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.requestsPerSecond.toLocaleString("en")} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} |`,
  );
  return [
    `| Endpoint (${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s) | req/s | p50 ms | p99 ms | non-2xx |`,
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
