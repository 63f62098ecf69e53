/**
 * The global the client entry sets as soon as it runs. The inline base-URL check (built in
 * ssg-core) reads it at DOMContentLoaded: if it is missing, the app's JavaScript did not load.
 */
export const APP_STARTED_FLAG = '__sitegenStarted';
