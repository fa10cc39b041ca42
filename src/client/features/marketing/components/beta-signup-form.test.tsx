import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BetaSignupForm } from "./beta-signup-form";

afterEach(() => vi.unstubAllGlobals());

function answerWith(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function submit(email: string) {
  if (email) await userEvent.type(screen.getByLabelText("Email address"), email);
  await userEvent.click(screen.getByRole("button", { name: "Request beta access" }));
}

describe("beta signup form", () => {
  it("asks for an e-mail before calling the server", async () => {
    const fetchMock = answerWith(async () => Response.json({ message: "Thanks" }));
    render(<BetaSignupForm source="landing-page" />);
    await submit("");
    expect(screen.getByRole("alert").textContent).toBe("Email is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address with its source and replaces the form with a thank-you card", async () => {
    const fetchMock = answerWith(async () => Response.json({ message: "We'll be in touch." }));
    render(<BetaSignupForm source="auth-page" />);
    await submit("drummer@band.test");
    expect(await screen.findByText("Request received")).toBeTruthy();
    expect(screen.getByText("We'll be in touch.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request beta access" })).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "drummer@band.test", source: "auth-page" });
  });

  it("shows the server's field message in red, then 'Failed to sign up' or 'Something went wrong'", async () => {
    answerWith(async () =>
      Response.json(
        { message: "Invalid input", fields: { email: "Please enter a valid email address" } },
        { status: 400 },
      ),
    );
    render(<BetaSignupForm source="landing-page" />);
    await submit("nope");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email address");

    answerWith(async () => new Response("", { status: 502, statusText: "Bad Gateway" }));
    await userEvent.click(screen.getByRole("button", { name: "Request beta access" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to sign up");

    answerWith(async () => Promise.reject(new TypeError("Failed to fetch")));
    await userEvent.click(screen.getByRole("button", { name: "Request beta access" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong");
  });
});
