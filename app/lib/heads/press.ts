import { head } from "~/lib/page-heads";

/** The heads of the investor, press and open-data pages (each adds its structured data). */
export const PRESS_HEADS = {
  "/investor-center": head({
    section: "investors",
    title: "investors.title",
    description: "investors.metaDescription",
    keywords: ["investor", "investment", "acquisition", "complaint platform", "pitch"],
  }),
  "/press-media": head({
    section: "press",
    title: "press.title",
    description: "press.metaDescription",
    keywords: ["press", "media", "press releases", "news"],
  }),
  "/data": head({
    section: "data",
    title: "data.title",
    description: "data.metaDescription",
    keywords: ["open data", "consumer complaints dataset", "CSV", "public domain"],
  }),
};
