declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** "1": the card script test prints its pictures (scripts/update-card-references.ts). */
    UPDATE_CARD_REFERENCES: string;
  }
}
