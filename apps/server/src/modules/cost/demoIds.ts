/** The demo library's first project (stable: tests name it; seeded by ./seed.ts). */
export const DEMO_COST_PROJECT_ID = 'cost-demo-residential';
