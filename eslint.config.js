import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-properties": [
        "error",
        { object: "Number", property: "parseFloat", message: "Money is integer öre: use app/domain/money.ts." },
      ],
      "no-restricted-globals": ["error", { name: "parseFloat", message: "Money is integer öre: use app/domain/money.ts." }],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // The domain core is pure: no I/O, no React, no Drizzle, no server code, no clock.
    files: ["app/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/server/*", "../server/*", "~/components/*", "../components/*"], message: "app/domain must stay pure." },
            { group: ["react", "react-dom", "react-router", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"], message: "app/domain must stay pure." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Pass `now` in." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Pass `now` in." },
      ],
    },
  },
  {
    // Client code never imports server modules directly (the build also refuses *.server.ts).
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.ts", "app/payments/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/server/*"], message: "Server code stays on the server." }] }],
    },
  },
);
