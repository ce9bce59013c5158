// The board's skill gaps (issue #35, decision 051): a company that describes its current board has gaps — skills it
// needs that no member covers. An advisor whose stated skills cover some of them gets a small lift and a reason
// naming them. A role without gaps (no matrix, or a board that covers everything) is scored exactly as before.
import type { PreparedAdvisor } from './advisor';
import { skillMaskOfLabel } from './lexicon';

/** The role's company board gaps, compiled once per role. */
export interface BoardGaps {
  /** The gap labels as the company wrote them (its "skills needed" vocabulary). */
  readonly labels: readonly string[];
  /** Skill concept bits of each label (0 when the label names no concept: it can then never be filled). */
  readonly masks: readonly number[];
}

export const NO_BOARD_GAPS: BoardGaps = { labels: [], masks: [] };

/** Points (0–100 scale, before the profile's confidence) for filling every gap; a share of them for some. */
export const BOARD_GAP_LIFT = 6;
/** The most gaps a role may carry (a matrix names at most the company's needed and target skills). */
const MAX_GAPS = 32;

export function compileBoardGaps(labels: readonly string[] | null | undefined): BoardGaps {
  if (!labels || labels.length === 0) return NO_BOARD_GAPS;
  const seen = new Set<string>();
  const out: string[] = [];
  const masks: number[] = [];
  for (const raw of labels) {
    const label = typeof raw === 'string' ? raw.trim() : '';
    if (!label || seen.has(label.toLowerCase()) || out.length >= MAX_GAPS) continue;
    seen.add(label.toLowerCase());
    out.push(label);
    masks.push(skillMaskOfLabel(label));
  }
  return out.length ? { labels: out, masks } : NO_BOARD_GAPS;
}

/** The share of the gaps (0–1) the advisor's stated skills cover; 0 without gaps. */
export function gapShare(a: PreparedAdvisor, gaps: BoardGaps): number {
  const n = gaps.masks.length;
  if (n === 0) return 0;
  let filled = 0;
  for (let i = 0; i < n; i++) if (a.skillMask & gaps.masks[i]!) filled++;
  return filled / n;
}

/** The gap labels the advisor's stated skills cover, in the company's order. */
export function filledGaps(a: PreparedAdvisor, gaps: BoardGaps): string[] {
  const out: string[] = [];
  for (let i = 0; i < gaps.masks.length; i++) if (a.skillMask & gaps.masks[i]!) out.push(gaps.labels[i]!);
  return out;
}

/** "Fills 3 of the board's 4 skill gaps: Risk Management, Compliance and Mergers & Acquisitions", or null. */
export function boardGapReason(filled: readonly string[], total: number): string | null {
  if (filled.length === 0 || total === 0) return null;
  const last = filled[filled.length - 1]!;
  const list = filled.length === 1 ? last : `${filled.slice(0, -1).join(', ')} and ${last}`;
  if (total === 1) return `Fills the board's skill gap: ${list}`;
  if (filled.length === total) return `Fills all ${total} of the board's skill gaps: ${list}`;
  return `Fills ${filled.length} of the board's ${total} skill gaps: ${list}`;
}
