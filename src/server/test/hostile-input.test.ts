import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { createBand, signedInUser, type TestUser } from "./users";

/**
 * No request can make the server answer 500 by its content alone: every route gets bodies of the wrong
 * shape, wrong types, huge and odd values, as a signed-in member and signed out.
 */
const hostileBodies: unknown[] = [
  null,
  [],
  "just a string",
  42,
  {},
  { email: ["a@b.c"], password: { $ne: "" }, name: 12, textInput: null, bandId: "1 OR 1=1" },
  { bandId: -1, textInput: "G", editCount: -5, key: "H", bpm: 1e308, capo: 99, tags: "rock" },
  {
    bandId: 1e20,
    textInput: "\u0000\uFFFF\uD800",
    name: "x".repeat(10_000),
    inviteCode: "'; drop table bands; --",
  },
  { token: "../../etc/passwd", password: "p".repeat(5_000), firstName: "\u202E", lastName: {} },
  { __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } },
];

const routes: [method: "GET" | "POST" | "PATCH" | "DELETE", path: string][] = [
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/login"],
  ["PATCH", "/api/auth/user"],
  ["POST", "/api/auth/verify-email"],
  ["POST", "/api/auth/resend-verification"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/auth/change-password"],
  ["POST", "/api/beta-signup"],
  ["GET", "/api/auth/beta-invite/%E0%A4%A"],
  ["POST", "/api/auth/beta-invite/abc/create-account"],
  ["POST", "/api/bands"],
  ["POST", "/api/bands/join"],
  ["PATCH", "/api/bands/BAND"],
  ["POST", "/api/bands/BAND/invite"],
  ["DELETE", "/api/bands/BAND/members/NaN"],
  ["GET", "/api/songs?bandId=abc"],
  ["GET", "/api/songs?bandId[]=1&bandId[]=2"],
  ["POST", "/api/songs"],
  ["POST", "/api/songs/import"],
  ["PATCH", "/api/songs/SONG"],
  ["POST", "/api/songs/SONG/revisions/0/restore"],
  ["GET", "/api/songs/1e400"],
  ["GET", "/api/share/songs/%00"],
  ["POST", "/api/admin/beta-signups/-1/approve"],
];

describe("hostile input", () => {
  let t: TestApp;
  let member: TestUser;
  let bandId: number;
  let songId: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInUser(t);
    bandId = (await createBand(member)).id;
    const songs = await member.request({ url: `/api/songs?bandId=${bandId}` });
    songId = songs.json()[0].id;
  });
  afterAll(() => t.close());

  it("never answers 5xx, whoever sends it", async () => {
    for (const [method, template] of routes) {
      const url = template.replace("BAND", String(bandId)).replace("SONG", String(songId));
      for (const body of hostileBodies) {
        for (const send of [member.request, (o: Parameters<TestUser["request"]>[0]) => t.app.inject(o)]) {
          const response = await send({
            method,
            url,
            ...(method === "GET"
              ? {}
              : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(
            500,
          );
          expect(typeof response.json().message, `${method} ${url}`).toBe(
            response.statusCode >= 400 ? "string" : "undefined",
          );
        }
      }
    }
    const me = await member.request({ url: "/api/auth/user" });
    expect(me.json().isAdmin).toBe(false);
  }, 120_000);

  it("refuses a body that is not JSON, or not a JSON object, with a clear message", async () => {
    const garbled = await member.request({
      method: "POST",
      url: "/api/bands",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe("The request body is not valid JSON.");
    const form = await member.request({
      method: "POST",
      url: "/api/bands",
      payload: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(415);
  });
});
