import type { ChordQuality } from "../chord/quality";
import type { PitchClass } from "../pitch";

/**
 * A chord as key detection sees it: an absolute root, its quality, how long it sounds (any unit), and where
 * it stands: `line` and `section` are ordinals (equal for chords of the same line / section, increasing),
 * so the detector can tell the first and last chord of each section. Without them the chart is one section.
 */
export interface KeyEvidence {
  root: PitchClass;
  quality: ChordQuality;
  weight: number;
  line?: number;
  section?: number;
}

/** Seventh or extension share above which a chart reads as jazz (standards are ~90%, songs ~15%). */
export const JAZZ_STYLE_SEVENTH_SHARE = 0.5;

/** Whether a chart's chords read as a jazz standard, which selects the jazz weights of the key model. */
export function isJazzStyle(evidence: readonly KeyEvidence[]): boolean {
  let colourful = 0;
  for (const chord of evidence) {
    if (chord.quality.seventh !== "" || chord.quality.extensions.length > 0) colourful++;
  }
  return colourful / evidence.length >= JAZZ_STYLE_SEVENTH_SHARE;
}
