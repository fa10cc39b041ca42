import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("api client", () => {
  it("sends credentials, and JSON with its content type when there is a body", async () => {
    const fetchMock = answer(Response.json({ id: 1, name: "The Ramblers" }));
    const band = await api.post<{ id: number }>("/api/bands", { name: "The Ramblers" });
    expect(band).toEqual({ id: 1, name: "The Ramblers" });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/bands");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ name: "The Ramblers" }));
  });

  it("turns a failed call into '<status>: <text>' with the status and parsed body", async () => {
    const body = {
      message: "Band name is required",
      code: "validation",
      fields: { name: "Band name is required" },
    };
    answer(Response.json(body, { status: 400, statusText: "Bad Request" }));
    const error = await api.post("/api/bands", { name: "" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect(errorMessage(error, "Failed to create band")).toBe("Band name is required");
  });

  it("uses the status text when the answer is empty, and the fallback message when there is no JSON", async () => {
    answer(new Response(null, { status: 502, statusText: "Bad Gateway" }));
    const error = await api.get("/api/songs").catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe("502: Bad Gateway");
    expect((error as ApiError).body).toBeNull();
    expect(errorMessage(error, "Something went wrong")).toBe("Something went wrong");
  });

  it("reads an empty success as undefined", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(api.delete("/api/songs/1")).resolves.toBeUndefined();
  });
});
