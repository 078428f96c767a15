/** Run before each test file (vitest.config.ts): whatever the file made in the temporary folder goes after it. */
import { afterAll } from "vitest";
import { removeTemporaryFolders } from "./fixtures.ts";

afterAll(removeTemporaryFolders);
