import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { asUser, createBand, joinBand, signedInUser, type TestUser } from "./users";

/**
 * Every band-scoped endpoint × every kind of caller, with the status each must get. A later feature adds its
 * endpoints as rows here. Each request runs in a world of its own, so destructive rows cannot affect others.
 */

type Caller = "owner" | "member" | "otherBandOwner" | "signedOut";

interface World {
  owner: TestUser;
  member: TestUser;
  otherBandOwner: TestUser;
  band: { id: number; name: string; inviteCode: string };
  song: { id: number; revisionId: number };
}

interface Row {
  endpoint: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: (w: World) => string;
  body?: (w: World) => Record<string, unknown>;
  expected: Record<Caller, number>;
}

const BAND_OWNER_ONLY = { owner: 200, member: 403, otherBandOwner: 404, signedOut: 401 };
const ANY_MEMBER = { owner: 200, member: 200, otherBandOwner: 404, signedOut: 401 };
const ANY_MEMBER_CREATES = { owner: 201, member: 201, otherBandOwner: 404, signedOut: 401 };

const rows: Row[] = [
  {
    endpoint: "list bands",
    method: "GET",
    path: () => "/api/bands",
    expected: { owner: 200, member: 200, otherBandOwner: 200, signedOut: 401 },
  },
  {
    endpoint: "rename band",
    method: "PATCH",
    path: (w) => `/api/bands/${w.band.id}`,
    body: () => ({ name: "Renamed" }),
    expected: BAND_OWNER_ONLY,
  },
  {
    endpoint: "delete band",
    method: "DELETE",
    path: (w) => `/api/bands/${w.band.id}`,
    expected: BAND_OWNER_ONLY,
  },
  {
    endpoint: "list members",
    method: "GET",
    path: (w) => `/api/bands/${w.band.id}/members`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "invite by e-mail",
    method: "POST",
    path: (w) => `/api/bands/${w.band.id}/invite`,
    body: () => ({ email: "new@example.com" }),
    expected: ANY_MEMBER,
  },
  {
    endpoint: "reset invite code",
    method: "POST",
    path: (w) => `/api/bands/${w.band.id}/invite-code`,
    expected: BAND_OWNER_ONLY,
  },
  {
    endpoint: "leave band",
    method: "POST",
    path: (w) => `/api/bands/${w.band.id}/leave`,
    expected: { owner: 403, member: 200, otherBandOwner: 404, signedOut: 401 },
  },
  {
    endpoint: "remove a member",
    method: "DELETE",
    path: (w) => `/api/bands/${w.band.id}/members/${w.member.id}`,
    expected: { owner: 200, member: 403, otherBandOwner: 404, signedOut: 401 },
  },
  {
    endpoint: "remove the owner",
    method: "DELETE",
    path: (w) => `/api/bands/${w.band.id}/members/${w.owner.id}`,
    expected: { owner: 403, member: 403, otherBandOwner: 404, signedOut: 401 },
  },

  // Songs (issue 6). The world's song was added by the owner.
  {
    endpoint: "list songs",
    method: "GET",
    path: (w) => `/api/songs?bandId=${w.band.id}`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "create song",
    method: "POST",
    path: () => "/api/songs",
    body: (w) => ({ bandId: w.band.id, textInput: "G C D G" }),
    expected: ANY_MEMBER_CREATES,
  },
  {
    endpoint: "import song",
    method: "POST",
    path: () => "/api/songs/import",
    body: (w) => ({ bandId: w.band.id, fileName: "a.cho", text: "[G]Hi [C]there" }),
    expected: ANY_MEMBER_CREATES,
  },
  { endpoint: "read song", method: "GET", path: (w) => `/api/songs/${w.song.id}`, expected: ANY_MEMBER },
  {
    endpoint: "edit song",
    method: "PATCH",
    path: (w) => `/api/songs/${w.song.id}`,
    body: () => ({ editCount: 0, bpm: 120 }),
    expected: ANY_MEMBER,
  },
  {
    endpoint: "delete song",
    method: "DELETE",
    path: (w) => `/api/songs/${w.song.id}`,
    expected: BAND_OWNER_ONLY,
  },
  {
    endpoint: "song history",
    method: "GET",
    path: (w) => `/api/songs/${w.song.id}/revisions`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "song revision",
    method: "GET",
    path: (w) => `/api/songs/${w.song.id}/revisions/${w.song.revisionId}`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "restore revision",
    method: "POST",
    path: (w) => `/api/songs/${w.song.id}/revisions/${w.song.revisionId}/restore`,
    body: () => ({ editCount: 0 }),
    expected: ANY_MEMBER,
  },
  {
    endpoint: "share song",
    method: "POST",
    path: (w) => `/api/songs/${w.song.id}/share`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "stop sharing song",
    method: "DELETE",
    path: (w) => `/api/songs/${w.song.id}/share`,
    expected: ANY_MEMBER,
  },
  {
    endpoint: "download ChordPro",
    method: "GET",
    path: (w) => `/api/songs/${w.song.id}/chordpro`,
    expected: ANY_MEMBER,
  },
];

const callers: Caller[] = ["owner", "member", "otherBandOwner", "signedOut"];

describe("permission matrix", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newWorld(): Promise<World> {
    const [owner, member, otherBandOwner] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    const band = await createBand(owner, `Matrix Band ${owner.id}`);
    await joinBand(member, band.inviteCode);
    await createBand(otherBandOwner, "Somebody Else's Band");
    const created = await owner.request({
      method: "POST",
      url: "/api/songs",
      payload: { bandId: band.id, textInput: "Title: Matrix Song\nG C D G" },
    });
    const songId = (created.json() as { id: number }).id;
    const [revision] = (await owner.request({ url: `/api/songs/${songId}/revisions` })).json() as {
      id: number;
    }[];
    return { owner, member, otherBandOwner, band, song: { id: songId, revisionId: revision!.id } };
  }

  /** Everything a refused request must leave as it was. */
  async function bandSnapshot(w: World) {
    const { db } = t.database;
    return {
      band: await db.selectFrom("bands").selectAll().where("id", "=", w.band.id).executeTakeFirst(),
      members: await db
        .selectFrom("bandMemberships")
        .select(["userId", "role"])
        .where("bandId", "=", w.band.id)
        .orderBy("userId")
        .execute(),
    };
  }

  for (const row of rows) {
    for (const caller of callers) {
      const expected = row.expected[caller];
      it(`${row.endpoint}: ${caller} gets ${expected}`, async () => {
        const w = await newWorld();
        const before = await bandSnapshot(w);
        const inject = caller === "signedOut" ? asUser(t, "") : w[caller].request;
        const response = await inject({
          method: row.method,
          url: row.path(w),
          ...(row.body ? { payload: row.body(w) } : {}),
        });
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) expect(await bandSnapshot(w)).toEqual(before);
        if (caller === "otherBandOwner" || caller === "signedOut") {
          expect(response.body).not.toContain(w.band.inviteCode);
          expect(response.body).not.toContain(w.band.name);
          expect(response.body).not.toContain(w.member.email);
          expect(response.body).not.toContain("Matrix Song");
        }
      });
    }
  }
});
