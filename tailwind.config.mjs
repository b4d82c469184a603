/** @type {import('tailwindcss').Config} */
import defaultTheme from 'tailwindcss/defaultTheme';

// Design tokens: a warm Nairobi palette — ink, cream, terracotta clay, savanna gold and
// a kitenge teal — with Fraunces for display type and the system UI font for text.
export default {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md,mdx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#1c1612', soft: '#3a302a', muted: '#6b5d52' },
        cream: { DEFAULT: '#faf6ef', deep: '#f1e8da' },
        clay: { DEFAULT: '#b4472a', dark: '#8e3620', light: '#f3d9cf' },
        gold: { DEFAULT: '#d9a441', dark: '#8a6418', light: '#f7ead0' },
        teal: { DEFAULT: '#0f6b68', dark: '#0a4a48', light: '#d4ebe9' },
        line: '#e3d8c8',
      },
      fontFamily: {
        display: ['Fraunces', 'Georgia', ...defaultTheme.fontFamily.serif],
        // Body text uses the phone's own UI font: no download stands between a shopper and the words.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: { page: '80rem' },
      boxShadow: { card: '0 1px 2px rgb(28 22 18 / 0.06), 0 4px 16px rgb(28 22 18 / 0.06)' },
    },
  },
  plugins: [],
};
