/**
 * Where the desktop app's bundled renderer comes from: `app://river-table/…`. Main serves
 * it there (electron/main/renderer-origin.ts), and a table server lets a page from there
 * use its matchmaking (electron/online/table-origins.ts).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'river-table';
/** The origin a page of the app has, as its requests name it. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
