// The public pages (an advisor's profile, a job) share one column and one dark hero look.
export const publicPageContainer = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
/** An outline button on the dark hero. */
export const onDarkOutline =
  'border-white/25 bg-transparent text-white shadow-none hover:border-white/45 hover:bg-white/10';
