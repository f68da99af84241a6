/** The demo accounts' password (local development and tests only) and the superadmin's address. */
export const DEMO_PASSWORD = "UckDemo2026";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
/** How many stock photos the seed spreads over complaints (public/seed-photo-N.png). */
export const SEED_IMAGE_COUNT = 8;
