import { type LoadResult, measureLoad } from "./http";

/** The library benchmark's band size (issue 6 §Performance). */
export const LIBRARY_SIZE = 2_000;
/** Creations timed for the p50/p99 of POST /api/songs. */
const TIMED_CREATIONS = 200;

/** A realistic 60-line chord-over-lyrics chart (our own words), numbered so each song is distinct. */
export function sixtyLineChart(n: number): string {
  const lines = [`Title: Bench Song ${n}`, "Key: G", "Tempo: 112", ""];
  for (let section = 1; lines.length < 60; section++) {
    lines.push(`[Verse ${section}]`);
    lines.push("G              C            G");
    lines.push(`Morning light on the river, number ${n}`);
    lines.push("Em             D            G");
    lines.push("Carry me home where the willows grow");
    lines.push("C              G            D");
    lines.push("Every road bends back to the valley");
    lines.push("");
  }
  return lines.slice(0, 60).join("\n");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Signs up the first account of a fresh server, makes a band of LIBRARY_SIZE songs, and loads the list. */
export async function benchSongs(baseUrl: string, dialect: string) {
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password", firstName: "Bench" }),
  });
  const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0]!;
  const headers = { "content-type": "application/json", cookie };
  const band = (await (
    await fetch(`${baseUrl}/api/bands`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Bench Band" }),
    })
  ).json()) as { id: number };

  const createTimes: number[] = [];
  for (let n = 0; createTimes.length + 3 < LIBRARY_SIZE; n++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/songs`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        bandId: band.id,
        textInput: sixtyLineChart(n),
        tag: n % 7 === 0 ? "opener" : undefined,
      }),
    });
    if (response.status !== 201)
      throw new Error(`song not created: ${response.status} ${await response.text()}`);
    if (n < TIMED_CREATIONS) createTimes.push(performance.now() - started);
    else createTimes.push(0);
  }
  const timed = createTimes.slice(0, TIMED_CREATIONS).sort((a, b) => a - b);
  const list: LoadResult = await measureLoad(
    `GET /api/songs (${LIBRARY_SIZE} songs, gzip)`,
    `${baseUrl}/api/songs?bandId=${band.id}`,
    { cookie, "accept-encoding": "gzip" },
  );
  return {
    dialect,
    list,
    createP50Ms: percentile(timed, 50),
    createP99Ms: percentile(timed, 99),
  };
}
