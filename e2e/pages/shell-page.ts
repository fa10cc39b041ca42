import { expect, type Page } from "@playwright/test";

export const LANDING_HEADLINE = "Every chart your band plays, in numbers.";

/** What every journey through the app shell needs: themes and layout checks. */
export class ShellPage {
  constructor(readonly page: Page) {}

  /** The theme switch in the marketing footer, reachable by a signed-out visitor at any width. */
  themeSwitch() {
    return this.page.getByRole("contentinfo").getByLabel("Theme");
  }

  async chooseTheme(theme: "light" | "dark" | "ocean" | "forest") {
    await this.themeSwitch().selectOption(theme);
  }

  htmlClass() {
    return this.page.evaluate(() => document.documentElement.className);
  }

  bodyBackground() {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }

  async expectNoHorizontalScroll() {
    const overflow = await this.page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return scroller.scrollWidth - window.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  }
}
