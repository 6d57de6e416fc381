import { lazy } from "~/lib/lazy";

/** Dates and times on the admin pages: Swedish format, Stockholm time, the same on server and client. */
const date = lazy(() => new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone: "Europe/Stockholm" }));
const dateTime = lazy(() => new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Stockholm" }));

export const formatDate = (iso: string) => date().format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
