import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NO_CHORDS_MESSAGE,
  SONG_CONFLICT_MESSAGE,
  type SongDetail,
  type SongListItem,
} from "../../../shared/songs";
import { nowIso } from "../../db/values";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createBand, joinBand, signedInUser, type TestUser } from "../../test/users";
import { deliverDueNotifications } from "../notifications/service";

const RIVER_CHART = `Title: Down to the River
Key: G
Tempo: 96

[Verse 1]
G                 C          G
Down to the river to wash my hands
      Em          D           G
And I left my worries on the sand

[Chorus]
C          G         D      G
Roll on, roll on, roll on home
`;

describe("songs", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: TestUser;
  let member: TestUser;
  let band: { id: number; inviteCode: string };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtp });
    owner = await signedInUser(t, { firstName: "Olive" });
    member = await signedInUser(t, { firstName: "Milo" });
    band = await createBand(owner, "Song Band");
    await joinBand(member, band.inviteCode);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const create = (who: TestUser, payload: Record<string, unknown>) =>
    who.request({ method: "POST", url: "/api/songs", payload: { bandId: band.id, ...payload } });
  const list = async (who: TestUser = owner) =>
    (await who.request({ url: `/api/songs?bandId=${band.id}` })).json() as SongListItem[];

  it("starts a new band with three demo songs tagged demo", async () => {
    const songs = await list();
    expect(songs.map((song) => [song.name, song.key, song.tags])).toEqual([
      ["Amazing Grace", "G", ["demo"]],
      ["House of the Rising Sun", "Am", ["demo"]],
      ["Will the Circle Be Unbroken", "G", ["demo"]],
    ]);
  });

  it("turns pasted chords over lyrics into a Nashville chart with its key, tempo and sections", async () => {
    const response = await create(member, {
      textInput: RIVER_CHART,
      tag: "river",
      isCover: true,
      audioUrl: "https://example.com/river.mp3",
    });
    expect(response.statusCode).toBe(201);
    const song = response.json() as SongDetail & { chart: { sections: { label: string }[] } };
    expect(song).toMatchObject({
      name: "Down to the River",
      key: "G",
      bpm: 96,
      capo: 0,
      tags: ["river"],
      isCover: true,
      audioUrl: "https://example.com/river.mp3",
      parseMethod: "engine",
      editCount: 0,
      sourceText: RIVER_CHART,
      createdBy: { id: member.id, name: "Milo Test" },
    });
    expect(song.aiParseTimeMs).toBeGreaterThanOrEqual(0);
    expect(song.chart.sections.map((section) => section.label)).toEqual(["Verse 1", "Chorus"]);
    const listed = (await list()).find((item) => item.id === song.id)!;
    expect(Object.keys(listed).sort()).toEqual([
      "audioUrl",
      "bpm",
      "capo",
      "id",
      "isCover",
      "key",
      "lastUpdated",
      "name",
      "tags",
    ]);
  });

  it("serves the list compressed with an ETag that changes with any change to the songs", async () => {
    const url = `/api/songs?bandId=${band.id}`;
    const first = await owner.request({ url, headers: { "accept-encoding": "gzip" } });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const etag = String(first.headers.etag);
    expect((await owner.request({ url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    const song = (await create(member, { textInput: "E A B7 E" })).json() as SongDetail;
    const changed = await owner.request({ url, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().map((item: SongListItem) => item.id)).toContain(song.id);
    const etagAfterCreate = String(changed.headers.etag);
    await owner.request({ method: "DELETE", url: `/api/songs/${song.id}` });
    const afterDelete = await owner.request({ url, headers: { "if-none-match": etagAfterCreate } });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().map((item: SongListItem) => item.id)).not.toContain(song.id);
  });

  it("detects the key when none is stated", async () => {
    const song = (await create(owner, { textInput: "| D | G | A7 | D |\n| Bm | G | A7 | D |" })).json();
    expect(song.key).toBe("D");
    expect(song.name).toBe("Untitled song");
  });

  it("refuses text it cannot read, and bad input, changing nothing", async () => {
    const before = (await list()).length;
    const prose = await create(owner, { textInput: "just some words about nothing in particular" });
    expect(prose.statusCode).toBe(400);
    expect(prose.json().message).toBe(NO_CHORDS_MESSAGE);
    const cases: Record<string, unknown>[] = [
      { textInput: "" },
      { textInput: "   \n  " },
      { textInput: "G C D", audioUrl: "javascript:alert(1)" },
      { textInput: "G C D", audioUrl: "not a url" },
      { textInput: "G C D", isCover: "yes" },
      { textInput: "G C D", tag: "x".repeat(41) },
      { textInput: "G ".repeat(60_000) },
      { textInput: 42 },
    ];
    for (const payload of cases) {
      const response = await create(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    const noBand = await owner.request({
      method: "POST",
      url: "/api/songs",
      payload: { textInput: "G C D" },
    });
    expect(noBand.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it("keeps a revision per save, refuses a stale save, and restores an old version", async () => {
    const song = (await create(owner, { textInput: RIVER_CHART })).json() as SongDetail;
    const patch = (payload: Record<string, unknown>) =>
      owner.request({ method: "PATCH", url: `/api/songs/${song.id}`, payload });

    const edited = await patch({ editCount: 0, sourceText: RIVER_CHART.replace("Em", "Am"), bpm: 100 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ editCount: 1, bpm: 100 });

    const stale = await member.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 0, name: "Mine" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SONG_CONFLICT_MESSAGE);

    const revisions = (await owner.request({ url: `/api/songs/${song.id}/revisions` })).json();
    expect(revisions.map((r: { editCount: number }) => r.editCount)).toEqual([1, 0]);
    const original = await owner.request({ url: `/api/songs/${song.id}/revisions/${revisions[1].id}` });
    expect(original.json().sourceText).toBe(RIVER_CHART);

    const restored = await owner.request({
      method: "POST",
      url: `/api/songs/${song.id}/revisions/${revisions[1].id}/restore`,
      payload: { editCount: 1 },
    });
    expect(restored.json()).toMatchObject({ editCount: 2, sourceText: RIVER_CHART, bpm: 96 });
    expect((await owner.request({ url: `/api/songs/${song.id}/revisions` })).json()).toHaveLength(3);
  });

  it("re-reads the chart in a key the user chooses: letters stay, numbers follow", async () => {
    const song = (await create(owner, { textInput: "Key: G\n| G | C | D | G |" })).json() as SongDetail;
    const response = await owner.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 0, key: "C" },
    });
    expect(response.json().key).toBe("C");
    const chart = response.json().chart as { key: { tonic: number } };
    expect(chart.key.tonic).toBe(0);
    const fixedChord = await owner.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 1, sourceText: "| G | C | D7 | G |" },
    });
    expect(fixedChord.json().key).toBe("C");
    const restated = await owner.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 2, sourceText: "Key: G\n| G | C | D7 | G |" },
    });
    expect(restated.json().key).toBe("G");
    const bad = await owner.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 3, key: "H#" },
    });
    expect(bad.statusCode).toBe(400);
    const unknownField = await owner.request({
      method: "PATCH",
      url: `/api/songs/${song.id}`,
      payload: { editCount: 3, bandId: 999 },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it("shares read-only by a 32-character link that counts views and can be revoked", async () => {
    const song = (await create(owner, { textInput: RIVER_CHART })).json() as SongDetail;
    const shared = await member.request({ method: "POST", url: `/api/songs/${song.id}/share` });
    const { shareToken } = shared.json();
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      (await owner.request({ method: "POST", url: `/api/songs/${song.id}/share` })).json().shareToken,
    ).toBe(shareToken);

    const view = await t.app.inject(`/api/share/songs/${shareToken}`);
    expect(view.statusCode).toBe(200);
    expect(Object.keys(view.json()).sort()).toEqual(["bpm", "capo", "chart", "key", "name", "timeSignature"]);
    expect(view.body).not.toContain("Song Band");
    await t.app.inject(`/api/share/songs/${shareToken}`);
    const after = (await owner.request({ url: `/api/songs/${song.id}` })).json();
    expect(after.shareViews).toBe(2);
    expect(after.lastSharedView).not.toBeNull();

    await owner.request({ method: "DELETE", url: `/api/songs/${song.id}/share` });
    expect((await t.app.inject(`/api/share/songs/${shareToken}`)).statusCode).toBe(404);
    expect((await t.app.inject("/api/share/songs/short")).statusCode).toBe(404);
  });

  it("downloads ChordPro and imports ChordPro files", async () => {
    const song = (await create(owner, { textInput: RIVER_CHART })).json() as SongDetail;
    const download = await owner.request({ url: `/api/songs/${song.id}/chordpro` });
    expect(download.headers["content-disposition"]).toBe('attachment; filename="Down to the River.cho"');
    expect(download.body).toContain("{title: Down to the River}");
    expect(download.body).toContain("[G]Down to the river");

    const imported = await owner.request({
      method: "POST",
      url: "/api/songs/import",
      payload: { bandId: band.id, fileName: "river-copy.cho", text: download.body },
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ name: "Down to the River", key: "G" });
    const copy = (await owner.request({ url: `/api/songs/${imported.json().id}` })).json();
    expect(copy.parseMethod).toBe("chordpro-import");

    const untitled = await owner.request({
      method: "POST",
      url: "/api/songs/import",
      payload: {
        bandId: band.id,
        fileName: "Old Joe Clark.chordpro",
        text: "[A]Old Joe Clark [G]the [A]preacher's son",
      },
    });
    expect(untitled.json().name).toBe("Old Joe Clark");
    const empty = await owner.request({
      method: "POST",
      url: "/api/songs/import",
      payload: { bandId: band.id, fileName: "x.txt", text: "no chords" },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("deletes a song from the library and from setlists; only the owner or its author may", async () => {
    const byOwner = (await create(owner, { textInput: "G C D" })).json() as SongDetail;
    const byMember = (await create(member, { textInput: "A D E" })).json() as SongDetail;
    const now = nowIso();
    const setlist = await t.database.db
      .insertInto("setlists")
      .values({
        venue: "Barn",
        date: "2026-12-31",
        bandId: band.id,
        userId: owner.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("setlistSongs")
      .values({ setlistId: setlist.id, songId: byOwner.id, position: 1 })
      .execute();

    expect((await member.request({ method: "DELETE", url: `/api/songs/${byOwner.id}` })).statusCode).toBe(
      403,
    );
    expect((await member.request({ method: "DELETE", url: `/api/songs/${byMember.id}` })).statusCode).toBe(
      200,
    );
    expect((await owner.request({ method: "DELETE", url: `/api/songs/${byOwner.id}` })).statusCode).toBe(200);
    expect((await owner.request({ url: `/api/songs/${byOwner.id}` })).statusCode).toBe(404);
    expect(
      await t.database.db
        .selectFrom("setlistSongs")
        .selectAll()
        .where("setlistId", "=", setlist.id)
        .execute(),
    ).toEqual([]);
    const ids = (await list()).map((song) => song.id);
    expect(ids).not.toContain(byOwner.id);
    expect(ids).not.toContain(byMember.id);
  });

  it("e-mails opted-in members once for a burst of changes, and marks the queue sent", async () => {
    const listener = await signedInUser(t, { email: "listener@example.com" });
    await joinBand(listener, band.inviteCode);
    await listener.request({
      method: "PATCH",
      url: "/api/auth/user",
      payload: { notifyOnSongUpdates: true },
    });
    const quiet = await signedInUser(t, { email: "quiet@example.com" });
    await joinBand(quiet, band.inviteCode);
    await quiet.request({ method: "PATCH", url: "/api/auth/user", payload: { notifyOnNewSongs: false } });

    const song = (await create(owner, { textInput: "Title: Burst\nG C D G" })).json() as SongDetail;
    for (let editCount = 0; editCount < 3; editCount++) {
      await owner.request({
        method: "PATCH",
        url: `/api/songs/${song.id}`,
        payload: { editCount, bpm: 100 + editCount },
      });
    }
    const queued = await t.database.db
      .selectFrom("notificationQueue")
      .selectAll()
      .where("songId", "=", song.id)
      .execute();
    expect(queued.map((row) => row.userId).sort()).toEqual([listener.id, member.id].sort());

    expect(await deliverDueNotifications(t.database.db, t.app.mailer, t.config.APP_URL)).toBe(0);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(
      await deliverDueNotifications(t.database.db, t.app.mailer, t.config.APP_URL, later),
    ).toBeGreaterThanOrEqual(2);
    const mail = await smtp.waitFor("listener@example.com");
    expect(mail.subject).toContain("Burst");
    expect(mail.body).toContain(`http://bandbook.test/songs/${song.id}`);
    expect(smtp.messages.filter((m) => m.to.includes("quiet@example.com"))).toEqual([]);
    const pending = await t.database.db
      .selectFrom("notificationQueue")
      .select("id")
      .where("sent", "=", false)
      .execute();
    expect(pending).toEqual([]);
  });
});
