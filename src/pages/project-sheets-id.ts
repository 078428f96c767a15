/**
 * The element that holds every project's prerendered dialog (src/pages/project-sheets.tsx),
 * outside the app's root; src/before-paint.js shows the one a shared link opens.
 */
export const PROJECT_SHEETS_ID = "project-sheets";
