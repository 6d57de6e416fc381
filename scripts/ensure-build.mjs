// `npm start` builds the app first when there is no build yet (a fresh clone), or when NODE_ENV=development is not set.
import { existsSync } from "node:fs";
import { build } from "./build.mjs";

if (process.env.NODE_ENV !== "development" && !existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  console.log("No build found: building the shop once…");
  const code = await build();
  if (code !== 0) process.exit(code);
}
