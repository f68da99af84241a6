import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** What the root loader gives every page: the viewer and the public configuration. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    viewer: data?.user ?? null,
    publicConfig: data?.publicConfig ?? {
      logoUrlTemplate: "",
      publicHost: "",
      publicShortHost: "",
    },
  };
}

export type Viewer = NonNullable<ReturnType<typeof useRootData>["viewer"]>;
