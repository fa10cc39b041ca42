import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "bandbook-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Bandbook</title><div id=root></div>");
  writeFileSync(
    join(dir, "assets", "index-Ab12Cd34.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  return dir;
}

describe("the HTTP app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: fakeClientBuild() });
  });
  afterAll(() => t.close());

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("serves index.html, never cached, for any client route", async () => {
    for (const path of ["/", "/songs/12", "/practice-scheduler/poll/3/recommendations", "/not/a/page"]) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>Bandbook</title>");
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await t.app.inject({
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("revalidates the service worker instead of caching it", async () => {
    const response = await t.app.inject("/sw.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with 404 rather than the page", async () => {
    const response = await t.app.inject("/assets/missing-123.js");
    expect(response.statusCode).toBe(404);
  });

  it("sends security headers with a strict same-origin content security policy", async () => {
    const response = await t.app.inject("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("tags every response with a request id, keeping a sane incoming one", async () => {
    const fresh = await t.app.inject("/api/health");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "edge-42" } });
    expect(passed.headers["x-request-id"]).toBe("edge-42");
    const hostile = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(hostile.headers["x-request-id"]).not.toBe("<script>");
  });

  it("refuses API mutations from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Requests from other sites are not allowed.");
  });
});
