import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge only knows t-shirt sizes for radius and shadow; without these our tokens would not replace
// (or be replaced by) e.g. `rounded-lg` / `shadow-md` passed in through `className`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['control', 'card'],
      shadow: ['soft', 'overlay'],
    },
  },
});

/** Joins conditional class names and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
