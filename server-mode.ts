/**
 * Imported first by server.ts, before React, React Router and Express are loaded: they choose their
 * development or production behaviour from NODE_ENV when they load (ADR 031). `npm start` sets production and
 * `npm run dev` development; a server started any other way (`tsx server.ts`) runs as production, never with
 * React's development build or Express's error pages with stacks.
 */
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
