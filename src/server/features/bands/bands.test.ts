import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/values";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createBand, joinBand, signedInUser } from "../../test/users";

describe("bands", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtp });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("creates a band owned by its creator, with a readable invite code", async () => {
    const owner = await signedInUser(t);
    const response = await owner.request({
      method: "POST",
      url: "/api/bands",
      payload: { name: "  The Late Set  " },
    });
    expect(response.statusCode).toBe(201);
    const band = response.json();
    expect(band).toMatchObject({ name: "The Late Set", ownerId: owner.id, role: "owner" });
    expect(band.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await owner.request({ url: "/api/bands" })).json()).toEqual([band]);
  });

  it("rejects a blank band name with the spec's message", async () => {
    const owner = await signedInUser(t);
    for (const name of ["", "   ", undefined]) {
      const response = await owner.request({ method: "POST", url: "/api/bands", payload: { name } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Band name is required");
    }
    expect((await owner.request({ url: "/api/bands" })).json()).toEqual([]);
  });

  it("joins with an invite code however it is typed, once", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner, "Code Band");
    const member = await signedInUser(t);
    const response = await member.request({
      method: "POST",
      url: "/api/bands/join",
      payload: { inviteCode: ` ${band.inviteCode.toLowerCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: band.id, name: "Code Band", bandName: "Code Band" });
    await joinBand(member, band.inviteCode);
    const members = (await owner.request({ url: `/api/bands/${band.id}/members` })).json();
    expect(members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [owner.id, "owner"],
      [member.id, "member"],
    ]);
    expect(Object.keys(members[0]).sort()).toEqual([
      "email",
      "firstName",
      "id",
      "joinedAt",
      "lastName",
      "profileImageUrl",
      "role",
    ]);
  });

  it("answers a wrong or empty code with the spec's messages", async () => {
    const user = await signedInUser(t);
    const wrong = await user.request({
      method: "POST",
      url: "/api/bands/join",
      payload: { inviteCode: "ZZZZZZZZ" },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Invalid invite code or band not found.");
    const empty = await user.request({
      method: "POST",
      url: "/api/bands/join",
      payload: { inviteCode: "  " },
    });
    expect(empty.json().message).toBe("Invite code is required");
  });

  it("lets the owner rename, and no one else", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner, "Old Name");
    const member = await signedInUser(t);
    await joinBand(member, band.inviteCode);
    expect(
      (await member.request({ method: "PATCH", url: `/api/bands/${band.id}`, payload: { name: "Hijacked" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await owner.request({ method: "PATCH", url: `/api/bands/${band.id}`, payload: { name: "" } })).json()
        .message,
    ).toBe("Band name is required");
    expect(
      (await owner.request({ method: "PATCH", url: `/api/bands/${band.id}`, payload: { name: "New Name" } }))
        .statusCode,
    ).toBe(200);
    expect((await member.request({ url: "/api/bands" })).json()[0].name).toBe("New Name");
  });

  it("removes members (owner only, never the owner or oneself) and lets members leave", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner);
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    await joinBand(a, band.inviteCode);
    await joinBand(b, band.inviteCode);
    const remove = (who: typeof owner, userId: number) =>
      who.request({ method: "DELETE", url: `/api/bands/${band.id}/members/${userId}` });

    expect((await remove(a, b.id)).statusCode).toBe(403);
    expect((await remove(a, owner.id)).statusCode).toBe(403);
    expect((await remove(owner, owner.id)).statusCode).toBe(403);
    expect((await remove(owner, a.id)).statusCode).toBe(200);
    expect((await a.request({ url: `/api/bands/${band.id}/members` })).statusCode).toBe(404);
    expect((await remove(owner, a.id)).statusCode).toBe(404);

    expect((await owner.request({ method: "POST", url: `/api/bands/${band.id}/leave` })).statusCode).toBe(
      403,
    );
    expect((await b.request({ method: "POST", url: `/api/bands/${band.id}/leave` })).statusCode).toBe(200);
    expect((await b.request({ url: "/api/bands" })).json()).toEqual([]);
  });

  it("replaces a leaked invite code; the old one stops working", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner);
    const reset = await owner.request({ method: "POST", url: `/api/bands/${band.id}/invite-code` });
    expect(reset.json().inviteCode).not.toBe(band.inviteCode);
    const late = await signedInUser(t);
    expect(
      (
        await late.request({
          method: "POST",
          url: "/api/bands/join",
          payload: { inviteCode: band.inviteCode },
        })
      ).statusCode,
    ).toBe(404);
    await joinBand(late, reset.json().inviteCode);
  });

  it("e-mails an invite link in the spec's format", async () => {
    const owner = await signedInUser(t, { firstName: "Olivia" });
    const band = await createBand(owner, "Mail Band");
    const response = await owner.request({
      method: "POST",
      url: `/api/bands/${band.id}/invite`,
      payload: { email: "friend@example.com" },
    });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitFor("friend@example.com");
    expect(mail.subject).toBe("Olivia Test invited you to Mail Band on Bandbook");
    expect(mail.body).toContain(`http://bandbook.test?invite=${band.inviteCode}`);
    const bad = await owner.request({
      method: "POST",
      url: `/api/bands/${band.id}/invite`,
      payload: { email: "nope" },
    });
    expect(bad.json().fields.email).toBe("Please enter a valid email address");
  });

  it("deletes a band with everything it owns, and nothing of other bands", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner, "Doomed");
    const keep = await createBand(owner, "Survivor");
    const { db } = t.database;
    const now = nowIso();
    const seed = async (bandId: number) => {
      const song = await db
        .insertInto("songs")
        .values({ name: "Song", bandId, userId: owner.id, createdAt: now, lastUpdated: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const setlist = await db
        .insertInto("setlists")
        .values({
          venue: "Hall",
          date: "2026-12-24",
          bandId,
          userId: owner.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("setlistSongs")
        .values({ setlistId: setlist.id, songId: song.id, position: 1 })
        .execute();
      const poll = await db
        .insertInto("practicePolls")
        .values({
          bandId,
          title: "Poll",
          startDate: "2026-12-01",
          endDate: "2026-12-10",
          duration: 60,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("practiceAvailability")
        .values({ pollId: poll.id, userId: owner.id, respondedAt: now })
        .execute();
      const practice = await db
        .insertInto("practices")
        .values({
          bandId,
          pollId: poll.id,
          title: "Practice",
          date: now,
          duration: 90,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("practiceAttendance")
        .values({ practiceId: practice.id, userId: owner.id, updatedAt: now })
        .execute();
      await db
        .insertInto("notificationQueue")
        .values({
          userId: owner.id,
          bandId,
          songId: song.id,
          notificationType: "new_song",
          scheduledFor: now,
          createdAt: now,
        })
        .execute();
    };
    await seed(band.id);
    await seed(keep.id);

    const response = await owner.request({ method: "DELETE", url: `/api/bands/${band.id}` });
    expect(response.statusCode).toBe(200);
    for (const table of [
      "songs",
      "setlists",
      "practicePolls",
      "practices",
      "notificationQueue",
      "bandMemberships",
    ] as const) {
      expect(
        await db.selectFrom(table).select("bandId").where("bandId", "=", band.id).execute(),
        table,
      ).toEqual([]);
      expect(
        (await db.selectFrom(table).select("bandId").where("bandId", "=", keep.id).execute()).length,
        table,
      ).toBeGreaterThan(0);
    }
    expect(await db.selectFrom("setlistSongs").selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom("practiceAvailability").selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom("practiceAttendance").selectAll().execute()).toHaveLength(1);
    expect((await owner.request({ url: "/api/bands" })).json().map((b: { name: string }) => b.name)).toEqual([
      "Survivor",
    ]);
  });
});

describe("band invite e-mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      throttles: {
        bandInvite: { perIp: { max: 100, windowMs: 60_000 }, perEmail: { max: 2, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  it("cannot be used to flood one inbox", async () => {
    const owner = await signedInUser(t);
    const band = await createBand(owner);
    const invite = () =>
      owner.request({
        method: "POST",
        url: `/api/bands/${band.id}/invite`,
        payload: { email: "target@example.com" },
      });
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(429);
  });
});
