import type { Config } from "../../config";

/** A model that has not answered in this long is not coming back in a way a user would wait for. */
export const AI_CHART_TIMEOUT_MS = 20_000;
/** Enough for a long chart in ChordPro; a bigger answer is not a chart. */
const MAX_ANSWER_CHARACTERS = 20_000;

const INSTRUCTIONS = [
  "You write chord charts for working musicians.",
  "Given a description of a song, answer with its chord chart in ChordPro only:",
  "{title: …}, {key: …}, {tempo: …} when known, section environments such as {start_of_verse: Verse 1},",
  "and chords in square brackets. No commentary, no code fences.",
].join(" ");

export interface AiChartClient {
  /** A ChordPro chart for a description with no chords, or null when the model gave nothing usable. */
  chartFor(description: string): Promise<string | null>;
}

/**
 * The optional AI path (DESIGN §5): only for chord-less descriptions, only when an OpenAI-compatible
 * endpoint is configured. Its answer is untrusted text; the engine reads and validates it like any paste.
 */
export function createAiChartClient(config: Config): AiChartClient | null {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = config;
  if (!baseUrl || !model) return null;
  return {
    async chartFor(description) {
      try {
        const response = await fetch(
          new URL("chat/completions", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`),
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
            },
            body: JSON.stringify({
              model,
              temperature: 0,
              messages: [
                { role: "system", content: INSTRUCTIONS },
                { role: "user", content: description },
              ],
            }),
            signal: AbortSignal.timeout(AI_CHART_TIMEOUT_MS),
          },
        );
        if (!response.ok) return null;
        const answer = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = answer.choices?.[0]?.message?.content;
        return typeof content === "string" && content.length <= MAX_ANSWER_CHARACTERS ? content : null;
      } catch {
        return null;
      }
    },
  };
}
