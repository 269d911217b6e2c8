/**
 * The genre rule's refusals (accounts-safety-messaging §5 / §9), part of `onboardingMessages`. Their
 * own module: the onboarding reducer (in the first-load bundle) applies the rule, and importing
 * them from `./onboarding` would bring every onboarding text along.
 */
export const genreMessages = {
  // accounts-safety-messaging §5 / §9 (verbatim)
  tooManyGenres: 'Oops, you can only select three genres. Try removing one before adding another.',
  // ours (the spec shows no wording)
  unknownGenre: 'Choose genres from the list.',
} as const;
