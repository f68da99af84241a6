import { HOME_SCREEN_STEPS } from "@shared/messages/en/home-screen-steps";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import { loader } from "~/routes/words.home-screen";

/**
 * Issue 40: the home-screen sheet's words. English is the sheet's own text (its steps are one
 * list both read); Turkish and Spanish come from GET /words/home-screen, which answers the
 * request's language as JSON, private to the visitor and varying by what chose the language.
 */
const wordsIn = async (locale: "en" | "tr" | "es") => {
  const response = loader({ context: { locale } } as never);
  return { response, words: (await response.json()) as Record<string, string> };
};

describe("/words/home-screen", () => {
  it("answers the sheet's words in the request's language, never cached for others", async () => {
    const turkish = await wordsIn("tr");
    expect(turkish.words["homeScreen.title"]).toBe("UCK'yi ana ekranınıza ekleyin");
    expect(turkish.words).toEqual(SECTIONS["home-screen"].tr);
    expect(turkish.response.headers.get("Cache-Control")).toContain("private");
    expect(turkish.response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    const spanish = await wordsIn("es");
    expect(spanish.words["homeScreen.gotIt"]).toBe("¡Entendido!");
  });

  it("English is the sheet's own text, step by step", async () => {
    const { words } = await wordsIn("en");
    expect(words["homeScreen.title"]).toBe("Add UCK to your Home Screen");
    HOME_SCREEN_STEPS.ios.forEach((step, index) => {
      expect(words[`homeScreen.ios.${index + 1}`]).toBe(step);
    });
    HOME_SCREEN_STEPS.android.forEach((step, index) => {
      expect(words[`homeScreen.android.${index + 1}`]).toBe(step);
    });
  });
});
