// The public advisor page's column and the outline button that sits on its dark hero.
export const container = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
export const onDarkOutline =
  'border-white/25 bg-transparent text-white shadow-none hover:border-white/45 hover:bg-white/10';
