/**
 * Run before each test file (vitest.config.ts): the commands the tests run write plain text, as
 * the tests read it, whatever the environment. FORCE_COLOR, which some CI systems set, would
 * have them colour it (Vite's file list, Playwright's report) and the tests' patterns miss.
 */
delete process.env.FORCE_COLOR;
