/**
 * When an answer has left. Work a request leaves for after its answer (a reset
 * token, the mail it queued) must not change the answer or its timing; it used to start a turn
 * of the event loop after the handler returned, while a streamed page was still being written,
 * and a reset request for a known address answered 60 ms slower than for an unknown one. The
 * body is passed on chunk by chunk as the runtime asks for it, and `sent` is kept once it has
 * taken the last one (or the client went away): the owner starts that work then, never before.
 */
export function whenSent(response: Response): { response: Response; sent: Promise<void> } {
  const source = response.body;
  if (!source) return { response, sent: Promise.resolve() };
  let done: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    done = resolve;
  });
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      // Pulled only when the runtime wants the next chunk (no buffer ahead of it), so the
      // source's end is seen once every byte before it has been taken.
      async pull(controller) {
        try {
          const { value, done: ended } = await reader.read();
          if (ended) {
            controller.close();
            done();
          } else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
          done();
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { response: new Response(body, response), sent };
}
