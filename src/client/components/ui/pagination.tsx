import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { buttonClasses } from './button';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Called with the target page. With `getHref` too, plain clicks call it instead of following the link. */
  onPageChange?: (page: number) => void;
  /** Renders pages as real links (shareable, open in new tab). */
  getHref?: (page: number) => string;
  /** Accessible name of the `<nav>`; give each pagination on a page its own. */
  label?: string;
  className?: string;
}

/**
 * Previous · 1 … 4 5 6 … 20 · Next, with "Page X of Y". Page numbers are hidden below `sm`, where Previous/Next
 * and the "Page X of Y" text are enough and fit one row.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const total = Math.max(1, Math.floor(pageCount));
  const current = Math.min(total, Math.max(1, Math.floor(page)));
  const items = paginationRange(current, total);

  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-4', className)}>
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        Page {current} of {total}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          <PageControl
            target={current - 1}
            disabled={current <= 1}
            aria-label="Previous page"
            onPageChange={onPageChange}
            getHref={getHref}
            edge
            className="px-2 sm:pr-3"
          >
            <ChevronLeft aria-hidden />
            <span className="hidden sm:inline">Previous</span>
          </PageControl>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={`ellipsis-${index}`}
              aria-hidden
              className="hidden w-9 text-center text-sm text-muted sm:block"
            >
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <PageControl
                target={item}
                current={item === current}
                aria-label={`Page ${item}`}
                onPageChange={onPageChange}
                getHref={getHref}
                className="w-9 px-0 tabular-nums"
              >
                {item}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl
            target={current + 1}
            disabled={current >= total}
            aria-label="Next page"
            onPageChange={onPageChange}
            getHref={getHref}
            edge
            className="px-2 sm:pl-3"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}

interface PageControlProps {
  target: number;
  current?: boolean;
  /** Previous/Next: outlined, so they read as controls even when only the chevron shows (mobile). */
  edge?: boolean;
  disabled?: boolean;
  'aria-label': string;
  onPageChange: ((page: number) => void) | undefined;
  getHref: ((page: number) => string) | undefined;
  className?: string;
  children: ReactNode;
}

function PageControl({
  target,
  current = false,
  edge = false,
  disabled = false,
  'aria-label': ariaLabel,
  onPageChange,
  getHref,
  className,
  children,
}: PageControlProps) {
  const classes = buttonClasses({
    variant: current ? 'secondary' : edge ? 'outline' : 'ghost',
    size: 'sm',
    className: cn('h-9', current && 'shadow-none', className),
  });

  if (getHref && !disabled) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onPageChange || current) return;
      // Let the browser handle new-tab / new-window clicks; only plain left clicks stay in the app.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPageChange(target);
    };
    return (
      <a
        href={getHref(target)}
        aria-label={ariaLabel}
        aria-current={current ? 'page' : undefined}
        className={classes}
        onClick={handleClick}
      >
        {children}
      </a>
    );
  }

  return (
    <button
      type="button"
      aria-label={ariaLabel}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      className={classes}
      onClick={current ? undefined : () => onPageChange?.(target)}
    >
      {children}
    </button>
  );
}
