import { overriddenClasses } from "~/lib/class-conflicts";
import { checkClassLists } from "~/lib/cn";

/**
 * With STILLA_CHECK_CLASSES=1 (the e2e server and the server tests), a class list with two utilities for the same
 * property makes the render fail, naming them: `cn()` only joins (lib/cn.ts), so such a list would look right or wrong
 * depending on the stylesheet's order. tailwind-merge (a dev dependency) is loaded only then; off in production.
 */
export async function installClassCheck(env: NodeJS.ProcessEnv = process.env) {
  if (env.STILLA_CHECK_CLASSES !== "1") return;
  const { twMerge } = await import("tailwind-merge");
  checkClassLists((classes) => {
    const lost = overriddenClasses(classes, twMerge);
    if (lost.length > 0) throw new Error(`class conflict: ${lost.join(" ")} overridden by a later class in "${classes}"`);
  });
}
