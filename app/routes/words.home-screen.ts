import { sectionWords } from "~/i18n/sections.server";
import type { Route } from "./+types/words.home-screen";

/**
 * GET /words/home-screen: the home-screen sheet's words in the request's language, as JSON
 * (decision 030). A phone page in Turkish or Spanish fetches them after it loads, so the words
 * of a sheet most visitors never see again are in no page's data.
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(sectionWords("home-screen", context.locale), {
    headers: { "Cache-Control": "private, max-age=3600", Vary: "Cookie, Accept-Language" },
  });
}
