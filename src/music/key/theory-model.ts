/**
 * Weights of the music-theory key model (theory-key.ts), one per score of THEORY_FEATURES, in that order:
 * for songs and for jazz standards. Learned once from the development corpus by
 * `npx tsx bench/engine.ts --write-model` (conditional logit, train-theory-model.ts) and frozen here;
 * regenerate, do not hand-edit. Why and how well: docs/decisions/0004-key-detection.md.
 */
export interface TheoryModel {
  song: ArrayLike<number>;
  jazz: ArrayLike<number>;
}

export const THEORY_MODEL: TheoryModel = {
  song: [
    0.82, // fit
    -0.134, // borrowed
    -0.489, // outside
    0.488, // tonic
    1.133, // firstIsTonic
    0.729, // lastIsTonic
    0.106, // lastIsFive
    0.757, // sectionEndsOnTonic
    0.96, // sectionStartsOnTonic
    0.553, // lineEndsOnTonic
    0.596, // lineStartsOnTonic
    0.182, // fiveToOne
    0.059, // fiveSevenToOne
    0.2, // lineEndsWithCadence
    0.176, // plagalToOne
    0.012, // twoToFive
    0.308, // dominantOnFive
    0.061, // dominantOnOne
    -0.002, // blues
    -0.037, // leadingTone
    0.048, // minorTonicFrames
    -0.522, // minorMode
  ],
  jazz: [
    3.133, // fit
    -6.344, // borrowed
    -3.585, // outside
    5.852, // tonic
    2.298, // firstIsTonic
    0.736, // lastIsTonic
    -0.031, // lastIsFive
    1.593, // sectionEndsOnTonic
    -0.677, // sectionStartsOnTonic
    -0.265, // lineEndsOnTonic
    1.516, // lineStartsOnTonic
    2.938, // fiveToOne
    3.464, // fiveSevenToOne
    2.574, // lineEndsWithCadence
    8.135, // plagalToOne
    4.265, // twoToFive
    1.72, // dominantOnFive
    2.556, // dominantOnOne
    -0.832, // blues
    -4.18, // leadingTone
    0.154, // minorTonicFrames
    -1.624, // minorMode
  ],
};
