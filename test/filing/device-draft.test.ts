import { expect, it } from "vitest";
import { DRAFT_KEY, draftFor, storedDraft, UNOWNED_DRAFT_MS } from "~/lib/complaint-draft";

/**
 * The complaint draft kept on the device belongs to its author (app/lib/complaint-draft.ts): a
 * different or signed-out viewer never sees it, so the next person on a shared device never
 * finds the previous one's text, however the previous session ended. The browser half (the
 * `storage` event, the form emptied) is e2e/shell/offline.spec.ts.
 */

const NOW = Date.UTC(2026, 10, 30, 12);
const DRAFT = { text: "The courier left my parcel in the rain.", name: "Acme" };

it("the author's own draft comes back to them, and to nobody else", () => {
  const saved = storedDraft("user-a", DRAFT, NOW - 5 * 86_400_000);
  expect(draftFor(saved, "user-a", NOW)).toEqual(DRAFT);
  // Another account signing in on the device, or anyone signed out, never sees it.
  expect(draftFor(saved, "user-b", NOW)).toBeNull();
  expect(draftFor(saved, null, NOW)).toBeNull();
});

it("a draft written signed out is taken by the account that signs in within the hour, never later", () => {
  const typed = storedDraft(null, DRAFT, NOW - 10 * 60_000);
  expect(draftFor(typed, null, NOW)).toEqual(DRAFT);
  expect(draftFor(typed, "user-a", NOW)).toEqual(DRAFT);
  const left = storedDraft(null, DRAFT, NOW - UNOWNED_DRAFT_MS);
  expect(draftFor(left, "user-a", NOW)).toBeNull();
  expect(draftFor(left, null, NOW)).toBeNull();
  // A time from the future is no proof of anything.
  expect(draftFor(storedDraft(null, DRAFT, NOW + 60_000), "user-a", NOW)).toBeNull();
});

it("a draft stored before drafts had owners, or one that does not parse, is dropped", () => {
  // What the device kept before this change: the form's fields alone.
  expect(draftFor(JSON.stringify(DRAFT), "user-a", NOW)).toBeNull();
  expect(draftFor(JSON.stringify(DRAFT), null, NOW)).toBeNull();
  for (const broken of ["{", "null", "[]", '"text"', JSON.stringify({ owner: "user-a" })])
    expect(draftFor(broken, "user-a", NOW), broken).toBeNull();
  expect(draftFor(null, "user-a", NOW)).toBeNull();
  expect(DRAFT_KEY).toBe("uck-complaint-draft");
});
