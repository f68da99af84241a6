import { openDataFilePath } from "@shared/open-data";

/** What /data shows of a published file (its link and name). */
export type OpenDataFileForMeta = { name: string; format: string };

const MEDIA_TYPES: Record<string, string> = {
  csv: "text/csv",
  jsonl: "application/jsonl",
};

/**
 * /data as a Dataset (Google's Dataset rules: a name, a description of 50 characters or more,
 * the license, the publisher and each download), every value one the page shows: its heading,
 * its first sentence, the license link, and the link of each file it lists.
 */
export function openDataJsonLd(
  page: { name: string; description: string; path: string },
  license: { url: string },
  files: OpenDataFileForMeta[],
  origin: string,
) {
  const url = `${origin}${page.path}`;
  const distribution = files.flatMap((file) => {
    const encodingFormat = MEDIA_TYPES[file.format];
    if (!encodingFormat) return [];
    return [
      {
        "@type": "DataDownload",
        name: file.name,
        encodingFormat,
        contentUrl: `${origin}${openDataFilePath(file.name)}`,
      },
    ];
  });
  return {
    "@type": "Dataset",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    license: license.url,
    creator: { "@type": "Organization", name: "UCK", url: origin },
    ...(distribution.length ? { distribution } : {}),
  };
}
