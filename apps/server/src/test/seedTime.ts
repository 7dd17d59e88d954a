/** The moment every test database is seeded at, and where each test's clock starts. */
export const SEED_TIME = new Date('2026-03-02T09:00:00+08:00');
