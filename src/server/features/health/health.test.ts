import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialect } from "../../test/test-app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers ok and names the database dialect after checking it", async () => {
    const response = await t.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: testDialect });
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.db.destroy();
    const response = await broken.app.inject("/api/health");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", db: testDialect });
    await broken.app.close();
    await broken.database.close().catch(() => undefined);
  });
});
