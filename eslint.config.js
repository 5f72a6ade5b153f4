// ESLint (flat config): typescript-eslint's recommended rules, React's rules of hooks, and import
// hygiene (no duplicate imports, imports first, no cycle: tests/unit/architecture.test.ts checks
// cycles and layers too). Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "public/build/", "data/", ".test-report/", "test-results/", "playwright-report/", "migrations/", "patches/", ".cache/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], tsconfig: { configFile: "tsconfig.json" } }),
      ],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      "import-x/no-self-import": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "no-constant-condition": ["error", { checkLoops: false }],
    },
  },
  {
    // Playwright's fixtures take a destructured first argument named `{}` by convention; tests may
    // keep unused helpers' parameters.
    files: ["tests/**"],
    rules: { "no-empty-pattern": "off" },
  },
);
