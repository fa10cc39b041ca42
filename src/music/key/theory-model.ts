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
    0.806, // fit
    -0.125, // borrowed
    -0.487, // outside
    0.471, // tonic
    1.116, // firstIsTonic
    0.673, // lastIsTonic
    0.117, // lastIsFive
    0.695, // sectionEndsOnTonic
    0.945, // sectionStartsOnTonic
    0.524, // lineEndsOnTonic
    0.585, // lineStartsOnTonic
    0.161, // fiveToOne
    0.054, // fiveSevenToOne
    0.165, // lineEndsWithCadence
    0.443, // sectionEndsWithCadence
    0.179, // plagalToOne
    0.01, // twoToFive
    0.289, // dominantOnFive
    0.064, // dominantOnOne
    -0.004, // blues
    -0.037, // leadingTone
    0.049, // minorTonicFrames
    0.073, // minorTonicLast
    -0.514, // minorMode
  ],
  jazz: [
    3.166, // fit
    -6.205, // borrowed
    -3.527, // outside
    5.64, // tonic
    2.383, // firstIsTonic
    0.471, // lastIsTonic
    -0.116, // lastIsFive
    1.139, // sectionEndsOnTonic
    -0.672, // sectionStartsOnTonic
    -0.331, // lineEndsOnTonic
    1.583, // lineStartsOnTonic
    2.487, // fiveToOne
    3.066, // fiveSevenToOne
    1.96, // lineEndsWithCadence
    1.652, // sectionEndsWithCadence
    7.883, // plagalToOne
    4.171, // twoToFive
    1.619, // dominantOnFive
    2.442, // dominantOnOne
    -0.773, // blues
    -3.228, // leadingTone
    -0.729, // minorTonicFrames
    1.54, // minorTonicLast
    -1.938, // minorMode
  ],
};
