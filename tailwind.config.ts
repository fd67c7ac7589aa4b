import type { Config } from 'tailwindcss';

// Loaded by src/app/styles.css through `@config`. Tokens live in the CSS `@theme`; this file stays small.
export default {
  content: ['./index.html', './src/app/**/*.{ts,tsx}'],
  darkMode: 'class',
} satisfies Config;
