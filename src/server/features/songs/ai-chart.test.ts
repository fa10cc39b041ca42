import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CHORDS_MESSAGE } from "../../../shared/songs";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createBand, signedInUser, type TestUser } from "../../test/users";

/** An OpenAI-compatible endpoint over real HTTP that answers from a script, recording what it was asked. */
function fakeModel(answer: (prompt: string) => string) {
  const prompts: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += String(chunk);
    });
    request.on("end", () => {
      const prompt = (JSON.parse(body) as { messages: { content: string }[] }).messages.at(-1)!.content;
      prompts.push(prompt);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ choices: [{ message: { content: answer(prompt) } }] }));
    });
  });
  return { server, prompts };
}

describe("the optional AI path for chord-less descriptions", () => {
  const model = fakeModel((prompt) =>
    prompt.includes("nonsense")
      ? "Sorry, I can't help with that."
      : "{title: Slow Waltz}\n{key: D}\n[D]One two [A7]three, [D]home",
  );
  let t: TestApp;
  let user: TestUser;
  let bandId: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, "127.0.0.1", resolve));
    const { port } = model.server.address() as AddressInfo;
    t = await createTestApp({
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "test-model" },
    });
    user = await signedInUser(t);
    bandId = (await createBand(user)).id;
  });
  afterAll(async () => {
    await t.close();
    model.server.close();
  });

  it("asks the model only when the engine finds no chords, and reads its answer with the engine", async () => {
    const charted = await user.request({
      method: "POST",
      url: "/api/songs",
      payload: { bandId, textInput: "G C D G" },
    });
    expect(charted.json().parseMethod).toBe("engine");
    expect(model.prompts).toEqual([]);

    const described = await user.request({
      method: "POST",
      url: "/api/songs",
      payload: { bandId, textInput: "a slow waltz in D that ends on the tonic" },
    });
    expect(described.statusCode).toBe(201);
    expect(described.json()).toMatchObject({ name: "Slow Waltz", key: "D", parseMethod: "ai" });
    expect(model.prompts).toEqual(["a slow waltz in D that ends on the tonic"]);
  });

  it("refuses when the model's answer holds no chart", async () => {
    const response = await user.request({
      method: "POST",
      url: "/api/songs",
      payload: { bandId, textInput: "nonsense words" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_CHORDS_MESSAGE);
  });
});
