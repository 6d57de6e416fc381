// `npm start` builds the app first when there is no build yet (a fresh clone), or when NODE_ENV=development is not set.
import { existsSync } from "node:fs";
import { build } from "./build.mjs";
import { buildServer, serverBuildIsStale } from "./build-server.mjs";

if (process.env.NODE_ENV !== "development" && !existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  console.log("No build found: building the shop once…");
  const code = await build();
  if (code !== 0) process.exit(code);
}
// The compiled HTTP entry (build/server.js) follows server.ts: compiled again when server.ts is newer.
if (process.env.NODE_ENV !== "development" && serverBuildIsStale()) buildServer();
