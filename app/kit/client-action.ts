import {
  type ClientActionFunctionArgs,
  data,
  isRouteErrorResponse,
  type useFetcher,
} from "react-router";

type Unreachable<Action> = ReturnType<
  typeof data<
    { ok: boolean; intent: string; toast?: Toast; unreachable: boolean } & Serialized<Action>
  >
>;

/** What a page reads of an action's answer (its JSON form), as `useFetcher<typeof action>`. */
type Serialized<Action> = ReturnType<typeof useFetcher<Action>>["data"];

type Toast = { title: string; description?: string };

/**
 * A redirect, or a 4xx the action threw on purpose (a 404): React Router handles those. A 5xx
 * that is not the action's answer (a proxy's error page, a crashed Worker) is a failure here.
 */
const isDeliberate = (thrown: unknown) =>
  thrown instanceof Response || (isRouteErrorResponse(thrown) && thrown.status < 500);

const isRedirect = (value: unknown) =>
  value instanceof Response && value.status >= 300 && value.status < 400;

/**
 * The browser half of the route kit: when the request itself fails (the network dropped, the
 * server answered something that is not the action's answer), the action answers like a server
 * failure would, `{ ok: false, intent, toast }`, instead of replacing the page with the error
 * boundary. The page, its cards and every typed field stay; the form shows the spec's toast.
 */
export function keepPageOnFailure<Action>(
  failure: (intent: string) => Toast | undefined,
  /** The action succeeded and leaves the page (a redirect), e.g. to forget a saved draft. */
  { onRedirect }: { onRedirect?: () => void } = {},
): (args: ClientActionFunctionArgs) => Promise<Unreachable<Action> | Serialized<Action>> {
  return async ({ request, serverAction }) => {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const intent = String(form?.get("intent") ?? "");
    try {
      const answer = await serverAction<Action>();
      if (isRedirect(answer)) onRedirect?.();
      return answer;
    } catch (thrown) {
      if (isRedirect(thrown)) onRedirect?.();
      if (isDeliberate(thrown)) throw thrown;
      console.warn("action request failed", thrown);
      // A failure status: React Router then skips revalidating the page's loaders, which would
      // fail the same way and replace the page with its error boundary.
      // The server's answer fields beyond `ok`, `intent` and `toast` are all optional (`Answer`
      // in the route kit), so this failure is one of the action's answers.
      const unreachable = { ok: false, intent, toast: failure(intent), unreachable: true };
      return data(unreachable as typeof unreachable & Serialized<Action>, { status: 503 });
    }
  };
}

/**
 * For `shouldRevalidate`: after an action that never reached the server, the loaders are not
 * asked again (they would fail the same way and replace the page with an error screen).
 */
export const reachedServer = (actionResult: unknown) =>
  !(typeof actionResult === "object" && actionResult !== null && "unreachable" in actionResult);
