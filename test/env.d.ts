declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** "1": the card script test prints its pictures (scripts/update-card-references.ts). */
    UPDATE_CARD_REFERENCES: string;
    /** "1": the letters' golden test prints its letters (scripts/update-letter-golden.ts). */
    UPDATE_LETTER_GOLDEN: string;
  }
}
