// `npm start` builds the app first when there is no build yet (a fresh clone), or when NODE_ENV=development is not set.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

if (process.env.NODE_ENV !== "development" && !existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  console.log("No build found: building the shop once (react-router build)…");
  execSync("npx react-router build", { stdio: "inherit" });
}
