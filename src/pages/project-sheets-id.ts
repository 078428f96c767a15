/**
 * The element that holds every project's prerendered dialog (src/pages/project-sheets.tsx),
 * outside the app's root; src/before-paint.js shows the one a shared link opens.
 */
export const PROJECT_SHEETS_ID = "project-sheets";

/**
 * Done with the sheets: removes them, and gives the app's root back to keys and screen
 * readers, which src/before-paint.js takes from it (`inert`) while a sheet shows.
 */
export function removeSheets() {
  document.getElementById(PROJECT_SHEETS_ID)?.remove();
  document.getElementById("root")?.removeAttribute("inert");
}
